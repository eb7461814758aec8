/**
 * Webpack's persistent cache is thrown away whenever one of its "build dependencies" changes.
 * Gatsby lists there the compiled gatsby-node of every plugin with onCreateWebpackConfig, ours
 * included: .cache/compiled/gatsby-node.js, a bundle of gatsby-node.ts and every site module it
 * imports. src/config/labels.ts is one of them (breadcrumbs, feeds, Markdown pages), so the
 * writer's commonest edit, a label, made every build after it a cold webpack build.
 *
 * Here (onCreateWebpackConfig, a public hook) the compiled bundle is replaced by the source files
 * it is made of, as esbuild's metafile lists them, less the label table: what the labels change
 * in the bundles reaches webpack through its own module graph (components import labels.ts), and
 * the node side reads them afresh on every build. Words compiled into the MDX pages are not
 * labels (src/lib/mdx/admonitionTitles.ts), so a change to them still rebuilds every page.
 * src/node/frameworkPatches/unfinishedBuild.ts leaves the same files out of its build-code hash;
 * tests/build/labelEdit.mjs (in npm test) checks a label edit throws no cache away.
 * The compiled bundle also brought, through Node's require cache, the packages it requires: the
 * lock file stands for them.
 */
import { buildSync } from "esbuild";
import { existsSync } from "node:fs";
import path from "node:path";

/** Site files whose edits webpack's cache does not need to see (see the header). */
export const NOT_BUILD_DEPENDENCIES = ["src/config/labels.ts"];

/** The site's gatsby-* files Gatsby compiles into .cache/compiled. */
const ENTRIES = ["gatsby-node.ts", "gatsby-config.ts"];

const sourcesOf = new Map<string, string[]>();

/**
 * Every site source file the compiled gatsby-config and gatsby-node are made of (packages left
 * out). Asked for by each webpack stage and twice by unfinishedBuild.ts: the list is made once a
 * process (the files' contents are read by whoever needs them).
 */
export function siteSourcesOfCompiledFiles(siteDir = process.cwd()): string[] {
  const known = sourcesOf.get(siteDir);
  if (known) return known;
  const result = buildSync({
    entryPoints: ENTRIES.map((e) => path.join(siteDir, e)).filter((e) => existsSync(e)),
    absWorkingDir: siteDir,
    bundle: true,
    platform: "node",
    packages: "external",
    write: false,
    metafile: true,
    outdir: path.join(siteDir, ".cache", "build-dependencies-probe"),
    logLevel: "silent",
  });
  const sources = Object.keys(result.metafile?.inputs ?? {}).map((f) => path.resolve(siteDir, f));
  sourcesOf.set(siteDir, sources);
  return sources;
}

export interface CacheLike {
  buildDependencies?: Record<string, string[]>;
}

/**
 * Replaces the site's compiled files in webpack's build dependencies with their sources, less
 * NOT_BUILD_DEPENDENCIES. Returns how many compiled files were replaced (0: a stage without a
 * persistent cache). A cache whose build dependencies name no compiled file means Gatsby no
 * longer puts its compiled gatsby-node there, which this patch relies on: that throws.
 */
export function buildDependenciesFromSources(
  cache: CacheLike | false | undefined,
  siteDir = process.cwd(),
  sources = () => siteSourcesOfCompiledFiles(siteDir),
): number {
  const config = cache ? cache.buildDependencies?.config : undefined;
  if (!cache || !config) return 0;
  const compiledDir = path.join(siteDir, ".cache", "compiled") + path.sep;
  const compiled = config.filter((f) => path.resolve(f).startsWith(compiledDir));
  if (!compiled.length)
    throw new Error(
      "Gatsby no longer lists its compiled gatsby-node (.cache/compiled) in webpack's build dependencies, which the buildDependencies framework patch relies on; build with ARCADIA_FRAMEWORK_PATCHES=-buildDependencies until it is fixed",
    );
  const leftOut = new Set(NOT_BUILD_DEPENDENCIES.map((f) => path.join(siteDir, f)));
  const lock = path.join(siteDir, "package-lock.json");
  cache.buildDependencies = {
    ...cache.buildDependencies,
    config: [
      ...config.filter((f) => !compiled.includes(f)),
      ...sources().filter((f) => !leftOut.has(f)),
      ...(existsSync(lock) ? [lock] : []),
    ],
  };
  return compiled.length;
}
