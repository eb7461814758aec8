import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import {
  CachedBuildDependencyReads,
  CACHED_READS,
  withCachedReads,
  type CachedFsClass,
  type IntermediateFs,
} from "../../src/node/webpack/cachedBuildDependencyReads";

// Webpack's own enhanced-resolve, as the plugin finds it (the class of the compiler's input file system).
const CachedInputFileSystem = (webpack({}).inputFileSystem as object).constructor as CachedFsClass;

type Cb = (err: Error | null, value?: unknown) => void;

/** A file system that answers every read with the path and counts what reaches it. */
function countingFs() {
  const calls: string[] = [];
  const read =
    (name: string) =>
    (p: string, ...rest: unknown[]) => {
      const cb = rest[rest.length - 1] as Cb;
      calls.push(`${name} ${p}`);
      setImmediate(() => cb(null, name === "readdir" ? [] : `${name}:${p}`));
    };
  const realpath = Object.assign(read("realpath-js"), { native: read("realpath") });
  const fsLike: IntermediateFs = {
    ...Object.fromEntries(CACHED_READS.map((n) => [n, read(n)])),
    realpath,
    writeFile: (p: string, _d: unknown, cb: Cb) => (calls.push(`writeFile ${p}`), cb(null)),
  };
  return { fsLike, calls };
}
const ask = (f: IntermediateFs, name: string, ...args: unknown[]) =>
  new Promise((resolve, reject) =>
    (f[name] as (...a: unknown[]) => void)(...args, (err: Error | null, v: unknown) =>
      err ? reject(err) : resolve(v),
    ),
  );

describe("build dependencies resolved with cached reads", () => {
  it("asks the file system once per path and method, and the native realpath", async () => {
    const { fsLike, calls } = countingFs();
    const wrapped = withCachedReads(fsLike, "/site/.cache/webpack", CachedInputFileSystem);
    for (let i = 0; i < 3; i++) {
      expect(await ask(wrapped, "readlink", "/site/node_modules/a")).toBe("readlink:/site/node_modules/a");
      expect(await ask(wrapped, "stat", "/site/node_modules/a")).toBe("stat:/site/node_modules/a");
      await ask(wrapped, "readFile", "/site/node_modules/a/package.json");
      expect(await ask(wrapped, "realpath", "/site/node_modules/a")).toBe("realpath:/site/node_modules/a");
    }
    expect(calls).toEqual([
      "readlink /site/node_modules/a",
      "stat /site/node_modules/a",
      "readFile /site/node_modules/a/package.json",
      "realpath /site/node_modules/a",
    ]);
  });

  it("leaves the cache's own files, reads with options and writes to the file system", async () => {
    const { fsLike, calls } = countingFs();
    const wrapped = withCachedReads(fsLike, "/site/.cache/webpack", CachedInputFileSystem);
    for (let i = 0; i < 2; i++) {
      await ask(wrapped, "stat", "/site/.cache/webpack/stage-build-html/index.pack");
      await ask(wrapped, "readFile", "/site/x.json", "utf8");
      await ask(wrapped, "writeFile", "/site/.cache/webpack/x", "data");
    }
    expect(calls.filter((c) => c.startsWith("stat"))).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith("readFile"))).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith("writeFile"))).toHaveLength(2);
  });

  it("fails loudly when the compiler's file systems are not what webpack makes", () => {
    const { fsLike } = countingFs();
    expect(() =>
      new CachedBuildDependencyReads("/c").apply({
        intermediateFileSystem: null,
        inputFileSystem: new CachedInputFileSystem(fsLike, 1) as object,
      }),
    ).toThrow(/intermediate file system/);
    expect(() =>
      new CachedBuildDependencyReads("/c").apply({ intermediateFileSystem: fsLike, inputFileSystem: fsLike }),
    ).toThrow(/CachedInputFileSystem/);
  });

  // Guards the webpack internals this relies on: the persistent cache takes the compiler's
  // intermediate file system after plugins are applied, and resolves build dependencies with it.
  it("in a real webpack build with a persistent cache, build dependencies are read through it, each path once", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-deps-"));
    try {
      fs.writeFileSync(path.join(dir, "entry.js"), "export default 1;\n");
      // A build dependency that requires a package: webpack follows it into node_modules.
      const dep = path.join(dir, "config.cjs");
      fs.writeFileSync(dep, `require(${JSON.stringify(createRequire(import.meta.url).resolve("webpack"))});\n`);
      // Webpack follows a build dependency's requires through Node's require cache.
      createRequire(import.meta.url)(dep);
      const raw: string[] = [];
      const counting = {
        apply(compiler: { intermediateFileSystem: IntermediateFs }) {
          const original = compiler.intermediateFileSystem;
          const spy: IntermediateFs = Object.create(original) as IntermediateFs;
          for (const name of ["readlink", "stat"] as const) {
            spy[name] = (p: string, ...rest: unknown[]) => (
              raw.push(`${name} ${p}`),
              (original[name] as (...a: unknown[]) => void)(p, ...rest)
            );
          }
          compiler.intermediateFileSystem = spy;
        },
      };
      const cacheDir = path.join(dir, ".cache", "webpack");
      const compiler = webpack({
        mode: "production",
        context: dir,
        entry: "./entry.js",
        output: { path: path.join(dir, "out") },
        cache: { type: "filesystem", cacheDirectory: cacheDir, buildDependencies: { config: [dep] } },
        // Both apply() take the few compiler fields they use, not webpack's whole Compiler type.
        plugins: [counting, new CachedBuildDependencyReads(cacheDir)] as unknown as webpack.WebpackPluginInstance[],
      });
      await new Promise<void>((resolve, reject) =>
        compiler.run((err) => (err ? reject(err) : compiler.close((e) => (e ? reject(e) : resolve())))),
      );
      const readlinks = raw.filter(
        (c) => c.startsWith("readlink ") && c.includes(`${path.sep}node_modules${path.sep}`),
      );
      expect(readlinks.length).toBeGreaterThan(50);
      expect(new Set(readlinks).size).toBe(readlinks.length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
