/**
 * Webpack's persistent cache keeps a list of "build dependencies": files whose change throws
 * the whole cache away. For each one Node has loaded, webpack follows every module it required,
 * through Node's require cache, and resolves each again: Gatsby's webpack configuration and the
 * loaders webpack adds as it compiles (esbuild-loader, css-loader, Gatsby's Babel loader…)
 * together reach most of Gatsby, webpack and Babel, thousands of files. A cold build resolved and
 * snapshotted them all for each stage while storing the cache; a warm build resolved them all
 * again to check them.
 *
 * Installed packages are pinned by package-lock.json, which ./buildDependencies.ts already makes
 * a build dependency: a package changes only with it. So every build dependency inside
 * node_modules gives way to the lock file here: Gatsby's own entries in the cache's
 * configuration, webpack's own folder, and the loaders webpack records while it compiles
 * (dropped from the compilation's list once it is sealed, before the cache stores them). The
 * site's own loaders are not in a package: their text goes into the cache's version instead, so
 * an edit to one still starts a fresh cache. What this gives up: a file edited by hand inside
 * node_modules no longer clears the cache (`npm ci` puts such a file back, and with it the
 * lock's own state).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** True for a path inside an installed package. */
export function insidePackages(file: string): boolean {
  return /[\\/]node_modules[\\/]/.test(file);
}

export interface PackageCacheLike {
  version?: string;
  buildDependencies?: Record<string, string[]>;
}

/**
 * Leaves node_modules out of the cache configuration's build dependencies, with the lock file
 * among them to stand for the packages, and puts the text of the site's own loaders into the
 * cache version. Returns how many entries left; 0, and nothing changed, for a stage without a
 * persistent cache or a checkout without a lock file (nothing could stand for the packages).
 */
export function packagesAsLockfile(
  cache: PackageCacheLike | false | undefined,
  ownLoaders: readonly string[],
  siteDir = process.cwd(),
): number {
  if (!cache || !cache.buildDependencies) return 0;
  const lock = path.join(siteDir, "package-lock.json");
  if (!existsSync(lock)) return 0;
  let left = 0;
  const kept: Record<string, string[]> = {};
  for (const [key, files] of Object.entries(cache.buildDependencies)) {
    kept[key] = files.filter((f) => !insidePackages(f));
    left += files.length - kept[key].length;
  }
  if (!Object.values(kept).flat().includes(lock)) kept.config = [...(kept.config ?? []), lock];
  // Webpack adds its own folder (webpack/lib/) unless the key is set: the lock pins webpack too.
  kept.defaultWebpack = [];
  left += 1;
  cache.buildDependencies = kept;
  cache.version = [cache.version, `own-loaders-${digestOf(ownLoaders)}`].filter(Boolean).join("+");
  return left;
}

function digestOf(files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort()) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex").slice(0, 16);
}

interface LazySetLike {
  [Symbol.iterator](): Iterator<string>;
  delete(value: string): boolean;
}
interface CompilerLike {
  hooks: { afterCompile: { tap(name: string, fn: (compilation: { buildDependencies?: unknown }) => void): void } };
}

/**
 * Drops, once a compilation is sealed, the build dependencies webpack recorded for it inside
 * node_modules (its loaders) and the site's own loaders (in the cache version instead). Throws
 * when the compilation has no such list: webpack changed what this relies on.
 */
export class PackagesLeaveCompilationBuildDependencies {
  constructor(private readonly ownLoaders: readonly string[]) {}

  apply(compiler: CompilerLike): void {
    const own = new Set(this.ownLoaders);
    compiler.hooks.afterCompile.tap("PackagesLeaveCompilationBuildDependencies", (compilation) => {
      const deps = compilation.buildDependencies as LazySetLike | undefined;
      if (!deps || typeof deps.delete !== "function" || typeof deps[Symbol.iterator] !== "function")
        throw new Error(
          "webpack's compilation has no buildDependencies set, which the lockfileBuildDependencies framework patch relies on; build with ARCADIA_FRAMEWORK_PATCHES=-lockfileBuildDependencies until it is fixed",
        );
      for (const dep of [...deps]) if (insidePackages(dep) || own.has(dep)) deps.delete(dep);
    });
  }
}
