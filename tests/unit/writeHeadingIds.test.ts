import { describe, expect, it } from "vitest";
import { headingIdFromText } from "../../src/lib/headingIdWords";
import { writeHeadingIds } from "../../scripts/lib/writeHeadingIds";
import { HEADING_ID } from "../../src/lib/mdx/remarkHeadingIds";

describe("write-heading-ids", () => {
  it("names headings from the word table and their ASCII words; unknown Chinese words get no id", () => {
    expect(headingIdFromText("语法")).toBe("syntax");
    expect(headingIdFromText("相关页面")).toBe("related");
    expect(headingIdFromText("配置文件 sync.yml")).toBe("config-file-sync-yml");
    expect(headingIdFromText("`--loop` 选项")).toBe("loop-options");
    expect(headingIdFromText("1.0.0-beta.10 (2026-04-08)")).toBe("1-0-0-beta-10");
    expect(headingIdFromText("如何升级")).toBe("upgrading");
    expect(headingIdFromText("企业微信机器人")).toBe("wecom-bot");
    expect(headingIdFromText("任务状态的实时事件")).toBe("tasks-status-live-events");
    expect(headingIdFromText("下一步")).toBe("next-steps");
    expect(headingIdFromText("名字的由来")).toBeNull();
  });

  it("writes ids on h2 and h3 without one, keeps existing ids, numbers repeats, skips code and h4", () => {
    const source = [
      "## 语法 {#syntax}",
      "",
      "## 语法",
      "",
      "```md",
      "## 示例",
      "```",
      "",
      "### 示例",
      "",
      "#### 示例",
      "",
      "## 名字的由来",
    ].join("\n");
    const { source: out, added, unnamed } = writeHeadingIds(source);
    expect(out.split("\n")).toEqual([
      "## 语法 {#syntax}",
      "",
      "## 语法 {#syntax-2}",
      "",
      "```md",
      "## 示例",
      "```",
      "",
      "### 示例 {#examples}",
      "",
      "#### 示例",
      "",
      "## 名字的由来",
    ]);
    expect(added.map((a) => [a.line, a.id])).toEqual([
      [3, "syntax-2"],
      [9, "examples"],
    ]);
    expect(unnamed).toEqual([{ line: 13, text: "名字的由来" }]);
    for (const a of added) expect(a.id).toMatch(HEADING_ID);
    // Running it again changes nothing.
    expect(writeHeadingIds(out).added).toEqual([]);
  });
});
