// The `lockfileBuildDependencies` patch (src/node/frameworkPatches/lockfileBuildDependencies.ts):
// the lock file stands for installed packages among webpack's build dependencies, the site's own
// loaders go into the cache version. The compiles below are real webpack compiles with a
// persistent cache, a loader from node_modules and a loader of the project's own.
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import webpack from "webpack";
import {
  insidePackages,
  packagesAsLockfile,
  PackagesLeaveCompilationBuildDependencies,
} from "../../src/node/frameworkPatches/lockfileBuildDependencies";

const require = createRequire(import.meta.url);
const site = process.cwd();
const abs = (f: string) => path.join(site, f);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): { dir: string; ownLoader: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lockfile-deps-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "entry.ts"), 'export const text: string = "ENTRY";\n');
  writeFileSync(path.join(dir, "package-lock.json"), "{}\n");
  const ownLoader = path.join(dir, "ownLoader.cjs");
  writeFileSync(ownLoader, loaderSource("ONE"));
  // Webpack does not trust a timestamp younger than its file system's accuracy, and would compile
  // a just-written entry again whatever its cache holds: these files are an hour old.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  for (const f of ["entry.ts", "package-lock.json"]) utimesSync(path.join(dir, f), anHourAgo, anHourAgo);
  return { dir, ownLoader };
}

const loaderSource = (mark: string) =>
  `module.exports = function (source) { return source + ${JSON.stringify(`\nexport const mark = "${mark}";\n`)}; };\n`;

interface Run {
  bundle: string;
  buildDependencies: string[];
}

/** One compile with a persistent cache in the project; `version` stands in for a changed cache version. */
async function compile(dir: string, ownLoader: string, withPatch: boolean, version?: string): Promise<Run> {
  const cache: webpack.FileCacheOptions & { buildDependencies: Record<string, string[]> } = {
    type: "filesystem",
    cacheDirectory: path.join(dir, ".cache"),
    buildDependencies: { config: [path.join(dir, "package-lock.json"), require.resolve("esbuild-loader")] },
  };
  const plugins: webpack.WebpackPluginInstance[] = [];
  if (withPatch) {
    expect(packagesAsLockfile(cache, [ownLoader], dir)).toBeGreaterThan(0);
    plugins.push(new PackagesLeaveCompilationBuildDependencies([ownLoader]));
  }
  if (version) cache.version = version;
  let buildDependencies: string[] = [];
  plugins.push({
    apply: (compiler) =>
      compiler.hooks.done.tap("test", (stats) => {
        buildDependencies = [...stats.compilation.buildDependencies];
      }),
  });
  const compiler = webpack({
    mode: "development",
    devtool: false,
    target: "node",
    context: dir,
    entry: "./entry.ts",
    cache,
    output: { path: path.join(dir, "out"), library: { type: "commonjs2" } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          use: [{ loader: ownLoader }, { loader: require.resolve("esbuild-loader"), options: { loader: "ts" } }],
        },
      ],
    },
    plugins,
    infrastructureLogging: { level: "none" },
  });
  await new Promise<void>((resolve, reject) => compiler.run((err) => (err ? reject(err) : resolve())));
  await new Promise((resolve) => compiler.close(resolve));
  return { bundle: readFileSync(path.join(dir, "out", "main.js"), "utf8"), buildDependencies };
}

describe("lockfileBuildDependencies", () => {
  it("leaves installed packages out of the cache configuration, the lock file standing for them", () => {
    const lock = abs("package-lock.json");
    const gatsbyConfig = abs("node_modules/gatsby/dist/utils/webpack.config.js");
    const cache = {
      type: "filesystem",
      buildDependencies: { config: [gatsbyConfig, abs("gatsby-node.ts"), lock] },
    };
    expect(packagesAsLockfile(cache, [], site)).toBe(2);
    expect(cache.buildDependencies.config).toEqual([abs("gatsby-node.ts"), lock]);
    expect(cache.buildDependencies).toHaveProperty("defaultWebpack", []);
  });

  it("adds the lock file when it is not listed, and leaves a stage without a cache or a checkout without a lock alone", () => {
    const cache = { buildDependencies: { config: [abs("node_modules/x/index.js")] } };
    packagesAsLockfile(cache, [], site);
    expect(cache.buildDependencies.config).toEqual([abs("package-lock.json")]);
    expect(packagesAsLockfile(false, [], site)).toBe(0);
    const noLock = mkdtempSync(path.join(os.tmpdir(), "no-lock-"));
    dirs.push(noLock);
    const untouched = { buildDependencies: { config: [path.join(noLock, "node_modules/x/index.js")] } };
    expect(packagesAsLockfile(untouched, [], noLock)).toBe(0);
    expect(untouched.buildDependencies.config).toEqual([path.join(noLock, "node_modules/x/index.js")]);
  });

  it("puts the text of the site's own loaders into the cache version", () => {
    const { dir, ownLoader } = project();
    const version = () => {
      const cache: { version?: string; buildDependencies: Record<string, string[]> } = {
        buildDependencies: { config: [] },
      };
      packagesAsLockfile(cache, [ownLoader], dir);
      return cache.version;
    };
    const before = version();
    expect(version()).toBe(before);
    writeFileSync(ownLoader, loaderSource("TWO"));
    expect(version()).not.toBe(before);
  });

  it("drops the loaders webpack records as build dependencies, which it keeps without the patch", async () => {
    const { dir, ownLoader } = project();
    const without = await compile(dir, ownLoader, false);
    expect(without.buildDependencies.some(insidePackages)).toBe(true);
    expect(without.buildDependencies).toContain(ownLoader);
    const { dir: dir2, ownLoader: ownLoader2 } = project();
    const withPatch = await compile(dir2, ownLoader2, true);
    expect(withPatch.bundle).toContain('"ONE"');
    expect(withPatch.buildDependencies.filter(insidePackages)).toEqual([]);
    expect(withPatch.buildDependencies).not.toContain(ownLoader2);
  }, 60_000);

  it("an edit to the site's own loader still starts a fresh cache", async () => {
    const { dir, ownLoader } = project();
    expect((await compile(dir, ownLoader, true, "fixed")).bundle).toContain('"ONE"');
    writeFileSync(ownLoader, loaderSource("TWO"));
    delete require.cache[ownLoader];
    // Were the version to stay the same (what the loader's digest in it prevents), webpack would
    // serve the module the old loader made: the loader is no build dependency any more.
    expect((await compile(dir, ownLoader, true, "fixed")).bundle).toContain('"ONE"');
    expect((await compile(dir, ownLoader, true)).bundle).toContain('"TWO"');
  }, 60_000);

  it("fails loudly, naming the switch, when a compilation has no build dependencies list", () => {
    let afterCompile: ((compilation: { buildDependencies?: unknown }) => void) | undefined;
    new PackagesLeaveCompilationBuildDependencies([]).apply({
      hooks: { afterCompile: { tap: (_name, fn) => (afterCompile = fn) } },
    });
    expect(() => afterCompile?.({})).toThrow(/ARCADIA_FRAMEWORK_PATCHES=-lockfileBuildDependencies/);
  });
});
