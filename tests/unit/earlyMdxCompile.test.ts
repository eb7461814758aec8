// The `earlyMdxCompile` patch (src/node/webpack/earlyMdxCompile.ts), on the real things it
// depends on: gatsby-plugin-mdx's own webpack rule and loader, and a real webpack watcher that is
// suspended the way `gatsby develop` suspends it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import webpack from "webpack";
import { EarlyMdxCompile, mdxBodyFromDisk, withBodyFromDisk } from "../../src/node/webpack/earlyMdxCompile";
import type { LoaderRule, UseEntry, UseInfo } from "../../src/node/webpack/esbuildLoaders";

const require = createRequire(import.meta.url);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "early-mdx-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the MDX loader reads the body on disk", () => {
  it("withBodyFromDisk: the file's body, parsed as the plugin parses it; the store's if the file is gone", () => {
    const file = path.join(tempDir(), "page.mdx");
    writeFileSync(file, "---\ntitle: t\n---\n\n保存后的正文\n");
    const node = { id: "n", body: "\n存储里的旧正文\n", internal: { contentFilePath: file } };
    const getNode = withBodyFromDisk((id) => (id === "n" ? node : undefined));
    expect(getNode("n")?.body).toBe("\n保存后的正文\n");
    expect(getNode("missing")).toBeUndefined();
    rmSync(file);
    expect(getNode("n")?.body).toBe("\n存储里的旧正文\n");
  });

  it("gatsby-plugin-mdx's own rule and loader compile the text on disk, not the node store's", async () => {
    const dir = tempDir();
    const file = path.join(dir, "page.mdx");
    writeFileSync(file, "---\ntitle: t\n---\n\n保存后的正文\n");
    const mdxNode = { id: "mdx-1", body: "\n存储里的旧正文\n", internal: { contentFilePath: file } };
    const store = new Map<string, unknown>();
    const cache = {
      get: async (key: string) => store.get(key),
      set: async (key: string, value: unknown) => void store.set(key, value),
    };
    const { createFileToMdxCacheKey } = require("gatsby-plugin-mdx/dist/cache-helpers");
    await cache.set(createFileToMdxCacheKey(file), mdxNode.id);
    const rules: LoaderRule[] = [];
    const { onCreateWebpackConfig } = require("gatsby-plugin-mdx/gatsby-node");
    const reporter = { panicOnBuild: (e: unknown) => Promise.reject(e), error: () => {}, warn: () => {} };
    await onCreateWebpackConfig(
      {
        actions: { setWebpackConfig: (c: { module: { rules: LoaderRule[] } }) => rules.push(...c.module.rules) },
        loaders: { js: () => ({ loader: "babel-loader-stand-in" }) },
        getNode: (id: string) => (id === mdxNode.id ? mdxNode : undefined),
        getNodesByType: () => [],
        pathPrefix: "",
        reporter,
        cache,
        store: { getState: () => ({ program: { directory: dir }, config: {} }) },
      },
      { plugins: [] },
    );
    expect(mdxBodyFromDisk(rules)).toBe(1);

    const entries = [(rules[0].use as (i: UseInfo) => UseEntry[])({ resource: file, resourceQuery: "", issuer: "" })];
    const mdxLoader = entries.flat().find((e) => typeof e === "object" && /gatsby-mdx-loader/.test(e.loader ?? ""));
    if (typeof mdxLoader !== "object") throw new Error("no gatsby-mdx-loader entry");
    const loader = require(mdxLoader.loader!).default as (this: unknown, source: string) => Promise<string>;
    const context = { getOptions: () => mdxLoader.options, resourcePath: file };
    const compiled = await loader.call(context, "the source webpack read");
    expect(compiled).toContain("保存后的正文");
    expect(compiled).not.toContain("存储里的旧正文");
  }, 30_000);
});

describe("EarlyMdxCompile: a suspended watcher compiles a saved MDX file", () => {
  /** A project of one entry and one .mdx source; resolves once webpack has compiled it twice. */
  async function editWhileSuspended(withPlugin: boolean): Promise<boolean> {
    const dir = tempDir();
    writeFileSync(path.join(dir, "index.js"), 'import text from "./page.mdx"; console.log(text);\n');
    writeFileSync(path.join(dir, "page.mdx"), "第一版\n");
    const compiler = webpack({
      mode: "development",
      context: dir,
      entry: "./index.js",
      output: { path: path.join(dir, "out") },
      module: { rules: [{ test: /\.mdx$/, type: "asset/source" }] },
      plugins: withPlugin ? [new EarlyMdxCompile()] : [],
      infrastructureLogging: { level: "none" },
    });
    let compiles = 0;
    return new Promise<boolean>((resolve) => {
      // Long enough for a loaded machine: with the plugin the second compile follows the save
      // within a few tens of milliseconds.
      const timer = setTimeout(() => watching.close(() => resolve(false)), 5000);
      const watching = compiler.watch({ aggregateTimeout: 20 }, () => {
        compiles++;
        if (compiles === 1) {
          // What `gatsby develop` does after its first compile.
          watching.suspend();
          setTimeout(() => writeFileSync(path.join(dir, "page.mdx"), "第二版\n"), 300);
        } else {
          clearTimeout(timer);
          watching.close(() => resolve(true));
        }
      });
    });
  }

  it("with the plugin, the change compiles while the watcher stays suspended for everything else", async () => {
    expect(await editWhileSuspended(true)).toBe(true);
  }, 30_000);

  it("without it, webpack waits (what Gatsby's data cycle would end)", async () => {
    expect(await editWhileSuspended(false)).toBe(false);
  }, 30_000);
});
