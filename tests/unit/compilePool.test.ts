// The content compile on worker threads (src/node/data/mdxContent/compilePool.ts), as a cold
// production build runs it in createPages: the same trees as on the main thread, and a failure
// reported with the main thread's own error.
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { afterEach, describe, expect, it } from "vitest";
import { compileContent } from "../../src/node/data/mdxContent/compile";
import { compileInPool, startCompilePool, stopCompilePool } from "../../src/node/data/mdxContent/compilePool";

const root = process.cwd();
const page = (rel: string) => {
  const file = path.join(root, rel);
  return { file, body: matter(readFileSync(file, "utf8")).content };
};

afterEach(async () => {
  await stopCompilePool();
});

describe("compile pool", () => {
  it("compiles on its workers to the very trees the main thread makes", async () => {
    startCompilePool(2);
    const files = [
      "content/docs/about.mdx",
      "content/docs/cli/script/run.mdx",
      "content/docs/configuration/import/index.mdx",
    ];
    const mainThread = new Map<string, string>();
    for (const rel of files) {
      const { file, body } = page(rel);
      mainThread.set(rel, JSON.stringify(await compileContent(body, file, root)));
    }
    const pooled = await Promise.all(
      files.map(async (rel) => {
        const { file, body } = page(rel);
        return [rel, JSON.stringify(await compileInPool(body, file, root))] as const;
      }),
    );
    for (const [rel, tree] of pooled) {
      expect(tree.length, rel).toBeGreaterThan(100);
      expect(tree, rel).toBe(mainThread.get(rel));
    }
    expect(await stopCompilePool()).toEqual({ compiled: files.length, workers: 2 });
  }, 60_000);

  it("reports a failed compile with the main thread's error, naming file and line", async () => {
    startCompilePool(1);
    const file = path.join(root, "content/docs/about.mdx");
    const body = "第一行。\n\n<NoSuchComponent />\n";
    const expected = await compileContent(body, file, root).then(
      () => "compiled",
      (e: Error) => e.message,
    );
    expect(expected).toMatch(/content\/docs\/about\.mdx:3/);
    await expect(compileInPool(body, file, root)).rejects.toThrow(expected);
  }, 60_000);

  it("starts no worker until a compile comes (a warm build answers every page from the cache)", async () => {
    startCompilePool(2);
    expect(await stopCompilePool()).toEqual({ compiled: 0, workers: 0 });
  });
});
