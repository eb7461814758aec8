/**
 * A build that fails or is stopped leaves Gatsby's node store (.cache) half updated, and the next
 * build trusts it: after a failed build, a file that did not change is not read again, so its
 * nodes can be missing or stale (seen: a false `sidebar "docs" refers to doc "about", but no
 * file … exists` that only `gatsby clean` cured). So a build marks itself unfinished when it
 * starts and finished when it ends; a build that finds the mark starts from a clean cache.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { isBuildCommand } from "../config/env";

const MARK = path.join(".cache", "arcadia-build-unfinished");
const isBuild = isBuildCommand;

/**
 * onPreInit, before Gatsby checks its cache. Removing public/ makes Gatsby see an incomplete
 * cache and clear it (its own "cache is incomplete" path: files, LMDB stores and redux state),
 * as `gatsby clean` would; the failed build's public/ was not a usable site anyway.
 */
export function discardUnfinishedBuild(reporter: Reporter, root = process.cwd()): boolean {
  if (!isBuild() || !existsSync(path.join(root, MARK))) return false;
  reporter.info("The previous build did not finish: building from a clean cache, as after `gatsby clean`.");
  rmSync(path.join(root, "public"), { recursive: true, force: true });
  rmSync(path.join(root, MARK), { force: true });
  return true;
}

/** onPreBootstrap, after Gatsby has settled its cache. */
export function markBuildStarted(root = process.cwd()): void {
  if (!isBuild()) return;
  mkdirSync(path.join(root, ".cache"), { recursive: true });
  writeFileSync(path.join(root, MARK), `${new Date().toISOString()}\n`);
}

/** The end of onPostBuild. */
export function markBuildFinished(root = process.cwd()): void {
  rmSync(path.join(root, MARK), { force: true });
}
