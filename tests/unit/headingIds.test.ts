import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileText } from "../support/compileContent";
import { tableOfContents } from "../../src/node/data/tableOfContentsField";

const page = path.join(process.cwd(), "content/docs/heading-ids-test.mdx");
const run = (source: string) => compileText(source, page);

const SOURCE = "## 权限 {#permissions}\n\n正文 {'一加一'}\n\n## 示例\n\n### 权限\n\n## 语法 `run` {#syntax}\n";

describe("explicit heading ids", { timeout: 60_000 }, () => {
  it("give the heading its id, keep the id its text gave as a second anchor, and leave other braces to MDX", async () => {
    const out = await run(SOURCE);
    const legacy = (id: string) => new RegExp(`\\["span",\\{"id":"${id}","aria-hidden":"true"\\}\\],\\["h[23]"`);
    const alone = await run("## 权限 {#permissions}\n");
    expect(alone).toMatch(legacy("权限"));
    expect(alone).toContain('["h2",{"id":"permissions"},"权限"]');
    // `#权限` now belongs to the h3 below, which owns that id; the h2 gives its old anchor up.
    expect(out).not.toMatch(legacy("权限"));
    expect(out).toContain('["h2",{"id":"permissions"},"权限"]');
    expect(out).toMatch(legacy("语法-run"));
    expect(out).toContain('["h2",{"id":"syntax"}');
    // The h3 had "权限-1" before (the h2 took "权限" then).
    expect(out).toMatch(legacy("权限-1"));
    expect(out).toContain('["h3",{"id":"权限"}');
    expect(out).toContain('["h2",{"id":"示例"}');
    expect(out).toContain("一加一");
    expect(out).not.toContain("{#");
  });

  it("are the table of contents' anchors", async () => {
    expect(await tableOfContents(SOURCE, page)).toEqual({
      items: [
        { url: "#permissions", title: "权限" },
        { url: "#示例", title: "示例", items: [{ url: "#权限", title: "权限" }] },
        { url: "#syntax", title: "语法 run" },
      ],
    });
  });

  it("fail naming the file and line: a duplicate, a non-ASCII id, an id outside a heading", async () => {
    await expect(run("## 甲 {#same}\n\n## 乙 {#same}\n")).rejects.toThrow(
      'content/docs/heading-ids-test.mdx:3: heading id "same" is used twice on this page.',
    );
    await expect(run("## permissions\n\n## 权限 {#permissions}\n")).rejects.toThrow(
      /:3: heading id "permissions" is used twice/,
    );
    await expect(run("## 权限 {#权限}\n")).rejects.toThrow(
      /heading-ids-test\.mdx:1: heading id "权限" must be lower-case ASCII/,
    );
    await expect(run("正文\n\n一段 {#x}\n")).rejects.toThrow(
      /heading-ids-test\.mdx:3: "\{#x\}" can only end a heading line/,
    );
  });
});
