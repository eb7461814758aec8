import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compilePage, forgetSharedCompiles } from "../../src/node/data/mdxContent/compilePage";
import { latestVersion } from "../../src/config/versions";

const next = path.join(process.cwd(), "content/docs/share-test.mdx");
const latest = path.join(process.cwd(), latestVersion.content.docs, "share-test.mdx");

describe("a text several versions share", () => {
  it("compiles once, and each copy's links lead into its own version", async () => {
    forgetSharedCompiles();
    const cache = new Map<string, unknown>();
    const body = "见[关于](/docs/about)。\n";
    const inNext = JSON.stringify(await compilePage(body, next, cache));
    const inLatest = JSON.stringify(await compilePage(body, latest, cache));
    expect(cache.size).toBe(1);
    expect(inNext).toContain('"href":"/docs/next/about"');
    expect(inLatest).toContain('"href":"/docs/about"');
    expect(inLatest).not.toContain("/docs/next/");
  });

  it("a frozen copy's link to a page only next has fails naming the file and line", async () => {
    forgetSharedCompiles();
    const root = mkdtempSync(path.join(tmpdir(), "compile-page-"));
    try {
      const write = (rel: string) => {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), "---\ntitle: x\n---\n");
      };
      write("content/docs/only-next.mdx");
      const frozen = `${latestVersion.content.docs}/a.mdx`;
      write(frozen);
      const body = "第一行。\n\n见[新页](/docs/only-next)。\n";
      // next may link it; the frozen copy of the same text may not.
      await expect(compilePage(body, path.join(root, "content/docs/a.mdx"), new Map(), root)).resolves.toBeDefined();
      await expect(compilePage(body, path.join(root, frozen), new Map(), root)).rejects.toThrow(
        `${frozen}:3:2: link "/docs/only-next" leads to a page that only next (content/docs) has`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
