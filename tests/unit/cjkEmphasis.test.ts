import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileText } from "../support/compileContent";
import { isCjk } from "../../src/lib/mdx/micromarkCjkAttention";

const page = path.join(process.cwd(), "content/docs/emphasis-test.mdx");
// The site's own pipeline, as the build and check:mdx run it (the page file does not exist, so
// remarkFilePositions adds no lines).
const run = (source: string) => compileText(source, page);

describe("emphasis next to Chinese punctuation", { timeout: 60_000 }, () => {
  it("makes bold around quotes and full-width brackets", async () => {
    const quoted = await run("这是**“配置文件”**的路径\n");
    expect(quoted).toContain('["strong",0,"“配置文件”"]');
    expect(quoted).not.toContain("**");
    const bracketed = await run("选择**重启（Restart）**后生效\n");
    expect(bracketed).toContain('["strong",0,"重启（Restart）"]');
  });

  it("makes italics the same way, and keeps ordinary emphasis", async () => {
    expect(await run("这是*“斜体”*的例子\n")).toContain('["em",0,"“斜体”"]');
    expect(await run("普通 **bold** 文本和**加粗**。\n")).toMatch(/\["strong",0,"bold"\][\s\S]*\["strong",0,"加粗"\]/);
  });

  it("leaves underscores inside words alone (snake_case, 是_“x”_的)", async () => {
    const out = await run("变量 snake_case_name 和 这是_“x”_的\n");
    expect(out).not.toContain('["em"');
    expect(out).toContain("snake_case_name");
  });

  it("fails on a literal ** left in the text, naming the file and line", async () => {
    await expect(run("第一行\n\n坏的 ** 空格 ** 文本\n")).rejects.toThrow(
      /^content\/docs\/emphasis-test\.mdx:3: "\*\*" is left as literal text/,
    );
    // In a JSX element's text too; `**` inside inline code is code, not text.
    await expect(run("<div>\n\n**未闭合\n\n</div>\n")).rejects.toThrow(/emphasis-test\.mdx:3: "\*\*"/);
    await expect(run("写作 `**` 表示加粗。\n")).resolves.toContain('["code",0,"**"]');
  });

  it("counts ideographs, kana, hangul and full-width punctuation as CJK, not Latin or ASCII punctuation", () => {
    for (const c of "中文。（）「」《》かカ한：") expect(isCjk(c.charCodeAt(0)), c).toBe(true);
    for (const c of "aZ9(“”*") expect(isCjk(c.charCodeAt(0)), c).toBe(false);
    expect(isCjk(null)).toBe(false);
  });
});
