/**
 * A build that fails or is stopped leaves Gatsby's node store (.cache) half updated, and the next
 * build trusts it: after a failed build, a file that did not change is not read again, so its
 * nodes can be missing or stale (seen: a false `sidebar "docs" refers to doc "about", but no
 * file … exists` that only `gatsby clean` cured). So a build marks itself unfinished when it
 * starts and finished when it ends; a build that finds the mark starts from a clean cache.
 *
 * The same holds when the site's own build code changed: Gatsby keys its cache on gatsby-*.ts
 * files, not on the modules they import (src/node, src/lib…), so nodes made by the old code
 * (an ApiEndpoint without a field the new code adds) would survive. A finished build records a
 * hash of the site's source files that gatsby-node and gatsby-config are made of (every local
 * import), less the label table (nodes hold no label: createPages and onPostBuild read the
 * labels afresh on every build, and a label is the writer's commonest edit), and the path
 * prefix (ARCADIA_PATH_PREFIX) if any. A different hash next time also means a clean cache.
 *
 * The `unfinishedBuild` framework patch: it relies on Gatsby clearing its cache when it finds
 * .cache without public/, which Gatsby does not promise. A probe file left in .cache when public/
 * is removed must be gone by onPreBootstrap; if it is not, the build stops (confirmCacheCleared).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { NOT_BUILD_DEPENDENCIES, siteSourcesOfCompiledFiles } from "./buildDependencies";
import { isBuildCommand, pathPrefixFromEnv } from "../../config/env";

const MARK = path.join(".cache", "arcadia-build-unfinished");
const CODE_HASH = path.join(".cache", "arcadia-build-code");
/** Left in .cache by a discard: Gatsby's own reset removes it with the rest. */
const PROBE = path.join(".cache", "arcadia-cache-reset-probe");
const isBuild = isBuildCommand;

/** The hash of the site's build code, less the label table (null without a gatsby-node or gatsby-config). */
export function buildCodeHash(root = process.cwd()): string | null {
  const relative = (f: string) => path.relative(root, f).split(path.sep).join("/");
  const files = siteSourcesOfCompiledFiles(root)
    .map(relative)
    .filter((f) => !NOT_BUILD_DEPENDENCIES.includes(f))
    .sort();
  if (!files.length) return null;
  const hash = createHash("sha256");
  for (const f of files)
    hash
      .update(`${f}\0`)
      .update(readFileSync(path.join(root, f)))
      .update("\0");
  // The compiled MDX holds image addresses with the path prefix: another prefix needs a clean
  // cache too. Nothing is added at the root, so a root build keeps the hash it had.
  const prefix = pathPrefixFromEnv();
  if (prefix) hash.update(`\0ARCADIA_PATH_PREFIX=${prefix}`);
  return hash.digest("hex");
}

const codeChanged = (root: string): boolean => {
  const file = path.join(root, CODE_HASH);
  return existsSync(file) && readFileSync(file, "utf8").trim() !== buildCodeHash(root);
};

/**
 * onPreInit, before Gatsby checks its cache. Removing public/ makes Gatsby see an incomplete
 * cache and clear it (its own "cache is incomplete" path: files, LMDB stores and redux state);
 * the failed build's public/ was not a usable site anyway. That path keeps webpack's persistent
 * cache (.cache/webpack), which a stopped build may have left half written, so it goes too:
 * what remains is what `gatsby clean` cannot remove either while Gatsby runs (.cache/compiled,
 * the gatsby-node being run) and Gatsby's own small state (.cache/data/gatsby-core-utils,
 * .cache/adapters).
 */
export function discardUnfinishedBuild(reporter: Reporter, root = process.cwd()): boolean {
  if (!isBuild()) return false;
  const unfinished = existsSync(path.join(root, MARK));
  if (!unfinished && !codeChanged(root)) return false;
  reporter.info(
    unfinished
      ? "The previous build did not finish: building from a clean cache (public/ and .cache/webpack removed, Gatsby clears the rest)."
      : "The site's build code or ARCADIA_PATH_PREFIX changed since the last build: building from a clean cache (public/ and .cache/webpack removed, Gatsby clears the rest).",
  );
  rmSync(path.join(root, "public"), { recursive: true, force: true });
  rmSync(path.join(root, ".cache", "webpack"), { recursive: true, force: true });
  rmSync(path.join(root, MARK), { force: true });
  writeFileSync(
    path.join(root, PROBE),
    "Gatsby clears .cache when public/ is missing: this file must not survive it\n",
  );
  return true;
}

/**
 * onPreBootstrap, after Gatsby has settled its cache: a probe that survived means Gatsby no
 * longer clears its cache when public/ is missing, so a stale node store would be trusted.
 */
export function confirmCacheCleared(root = process.cwd()): void {
  if (!existsSync(path.join(root, PROBE))) return;
  rmSync(path.join(root, PROBE), { force: true });
  throw new Error(
    "Gatsby did not clear its cache when public/ was missing, which src/node/frameworkPatches/unfinishedBuild.ts relies on (has Gatsby changed?). Run `npm run clean`, then build with ARCADIA_FRAMEWORK_PATCHES=-unfinishedBuild until the patch is fixed.",
  );
}

/** onPreBootstrap, after Gatsby has settled its cache. */
export function markBuildStarted(root = process.cwd()): void {
  if (!isBuild()) return;
  mkdirSync(path.join(root, ".cache"), { recursive: true });
  writeFileSync(path.join(root, MARK), `${new Date().toISOString()}\n`);
}

/** The end of onPostBuild: no mark, and the hash of the code that made this cache. */
export function markBuildFinished(root = process.cwd()): void {
  rmSync(path.join(root, MARK), { force: true });
  const hash = buildCodeHash(root);
  if (hash) writeFileSync(path.join(root, CODE_HASH), `${hash}\n`);
}
