import { describe, expect, it } from "vitest";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkFrontmatter from "remark-frontmatter";
import { absoluteUrl, categoryMarkdown, mdxToMarkdown } from "../../src/lib/markdown/mdxToMarkdown";
import { endpointMarkdown } from "../../src/lib/markdown/apiMarkdown";
import { llmsFullTxt, llmsTxt, markdownRoute, pagesInOrder } from "../../src/lib/markdown/llms";
import { readEndpoints } from "../../src/node/postBuild/markdownAndOpenapi/sources";

const page = {
  title: "运行代码",
  description: "用 arcadia run 运行代码文件。",
  path: "/docs/cli/script/run",
  siteUrl: "https://arcadia.cool",
};

const SOURCE = `---
title: 运行代码
description: 用 arcadia run 运行代码文件。
source:
  - shell/run.sh
---
import Foo from "./foo";

{/* truncate */}

第一段，见[安装](/docs/start/install)和[语法](#语法)。

:::tip[别忘了]
先 \`cd /arcadia\`。
:::

:::warning
会覆盖文件。
:::

## 语法

| 选项 | 说明 |
| --- | --- |
| \`--loop\` | 循环 |

\`\`\`bash title="终端"
arcadia run test.js
\`\`\`

<Foo>包裹的**文字**</Foo>

![图](./shot.png)

<DocCardList />
`;

const parse = (md: string) => unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).parse(md);

describe("MDX → Markdown", () => {
  const md = mdxToMarkdown(SOURCE, {
    ...page,
    cards: [{ label: "安装", href: "/docs/start/install", description: "安装 Arcadia。" }],
    resolveAsset: (rel) => `/_media/abc/${rel.replace("./", "")}`,
  });

  it("keeps only title and description in the front matter and starts with the title", () => {
    expect(md.startsWith("---\ntitle: 运行代码\ndescription: 用 arcadia run 运行代码文件。\n---\n\n# 运行代码\n")).toBe(
      true,
    );
    expect(md).not.toContain("shell/run.sh");
  });

  it("drops imports and comments, unwraps unknown components", () => {
    expect(md).not.toMatch(/import Foo|truncate|<Foo/);
    expect(md).toContain("包裹的**文字**");
  });

  it("turns admonitions into blockquotes with their label (given or default)", () => {
    expect(md).toContain("> **别忘了**\n>\n> 先 `cd /arcadia`。");
    expect(md).toContain("> **警告**\n>\n> 会覆盖文件。");
    expect(md).not.toContain(":::");
  });

  it("makes links, anchors and images absolute and lists the cards as links", () => {
    expect(md).toContain("[安装](https://arcadia.cool/docs/start/install)");
    expect(md).toContain("[语法](https://arcadia.cool/docs/cli/script/run#语法)");
    expect(md).toContain("![图](https://arcadia.cool/_media/abc/shot.png)");
    expect(md).toContain("- [安装](https://arcadia.cool/docs/start/install)：安装 Arcadia。");
  });

  it("round-trips headings, tables and code blocks", () => {
    type Node = {
      type: string;
      depth?: number;
      value?: string;
      lang?: string | null;
      meta?: string | null;
      children?: Node[];
    };
    const textOf = (n: Node): string => n.value ?? (n.children ?? []).map(textOf).join("");
    const headings: string[] = [];
    const tables: string[][] = [];
    const code: { lang?: string | null; meta?: string | null; value: string }[] = [];
    const walk = (n: Node) => {
      if (n.type === "heading") headings.push(`${n.depth}:${textOf(n)}`);
      if (n.type === "table") tables.push((n.children ?? []).flatMap((row) => (row.children ?? []).map(textOf)));
      if (n.type === "code") code.push({ lang: n.lang, meta: n.meta, value: n.value ?? "" });
      (n.children ?? []).forEach(walk);
    };
    walk(parse(md) as unknown as Node);
    expect(headings).toEqual(["1:运行代码", "2:语法"]);
    expect(tables).toEqual([["选项", "说明", "--loop", "循环"]]);
    expect(code).toEqual([{ lang: "bash", meta: 'title="终端"', value: "arcadia run test.js" }]);
  });

  it("keeps bold next to Chinese punctuation as bold, not escaped asterisks", () => {
    const md = mdxToMarkdown("这是**“配置文件”**的路径，选择**重启（Restart）**后生效。", page);
    expect(md).toContain("这是**“配置文件”**的路径，选择**重启（Restart）**后生效。");
    expect(md).not.toContain("\\*");
  });

  it("keeps a heading's explicit id, and links to it", () => {
    const md = mdxToMarkdown("## 权限 {#permissions}\n\n见[权限](#permissions)。\n", page);
    expect(md).toContain("## 权限 {#permissions}\n");
    expect(md).toContain(`[权限](${page.siteUrl}${page.path}#permissions)`);
  });

  it("appends the API reference and renders category pages", () => {
    expect(mdxToMarkdown("正文", { ...page, appendix: "## 请求参数" })).toMatch(/正文\n\n## 请求参数\n$/);
    const cat = categoryMarkdown({
      ...page,
      title: "更新与升级",
      description: "同步与升级。",
      cards: [{ label: "升级", href: "/docs/cli/update/upgrade", description: "" }],
    });
    expect(cat).toContain("# 更新与升级\n\n同步与升级。\n\n- [升级](https://arcadia.cool/docs/cli/update/upgrade)\n");
  });

  it("leaves external and mail links alone", () => {
    expect(absoluteUrl("https://github.com/x", page)).toBe("https://github.com/x");
    expect(absoluteUrl("mailto:a@b.c", page)).toBe("mailto:a@b.c");
  });
});

describe("endpoint Markdown", () => {
  const endpoints = readEndpoints("content/api");
  const cron = endpoints.find((e) => e.method === "GET" && e.path === "/api/cron")!;

  it("is a Markdown table per section whose rows are the described parameters", () => {
    const md = endpointMarkdown(cron, false);
    expect(md).toContain("`GET /api/cron`");
    expect(md).toContain(
      "## 请求参数\n\n| 参数 | 位置 | 类型 | 必填 | 默认值 | 说明 |\n| --- | --- | --- | --- | --- | --- |\n| `page` | query | `number` | 是 | — |",
    );
    expect(md).toContain('## 响应示例\n\n```json\n{\n  "code": 1,');
    type Node = { type: string; value?: string; children?: Node[] };
    const rows: string[] = [];
    const walk = (n: Node) => {
      if (n.type === "tableRow") rows.push((n.children?.[0]?.children ?? []).map((c) => c.value ?? "").join(""));
      (n.children ?? []).forEach(walk);
    };
    walk(parse(md) as unknown as Node);
    for (const p of cron.params) expect(rows).toContain(p.name);
  });

  it("escapes pipes so a cell stays one cell", () => {
    const md = endpointMarkdown({ ...cron, params: [{ ...cron.params[0], description: "a | b" }] }, true);
    expect(md).toContain("a \\| b");
    expect(md.startsWith(`## ${cron.title}`)).toBe(true);
    expect(md).toContain("### 请求参数");
  });
});

describe("llms.txt", () => {
  const sections = [
    {
      title: "文档",
      items: [
        { kind: "link" as const, label: "介绍", href: "/docs" },
        {
          kind: "category" as const,
          label: "命令",
          href: "/docs/cli",
          items: [{ kind: "link" as const, label: "运行", href: "/docs/cli/script/run" }],
        },
      ],
    },
  ];
  const pages = new Map([
    ["/docs", { title: "介绍", description: "Arcadia 是什么。" }],
    ["/docs/cli", { title: "命令", description: null }],
    ["/docs/cli/script/run", { title: "运行 [run]", description: "运行\n代码。" }],
  ]);

  it("follows the llmstxt.org shape: title, summary, sections of link lines to .md", () => {
    const txt = llmsTxt({
      title: "Arcadia",
      summary: "平台。",
      details: ["说明。"],
      siteUrl: "https://a.b",
      sections,
      pages,
      extra: [{ title: "博客", links: [] }],
    });
    expect(txt).toBe(
      "# Arcadia\n\n> 平台。\n\n说明。\n\n## 文档\n\n- [介绍](https://a.b/docs.md): Arcadia 是什么。\n- [命令](https://a.b/docs/cli.md)\n- [运行 \\[run\\]](https://a.b/docs/cli/script/run.md): 运行 代码。\n",
    );
  });

  it("llms-full.txt has every page in sidebar order without front matter", () => {
    const full = llmsFullTxt(
      { title: "A", summary: "s", siteUrl: "https://a.b", sections },
      (p) => `---\ntitle: x\n---\n\n# ${p}\n`,
    );
    expect(full.indexOf("# /docs\n")).toBeLessThan(full.indexOf("# /docs/cli\n"));
    expect(full.indexOf("# /docs/cli\n")).toBeLessThan(full.indexOf("# /docs/cli/script/run"));
    expect(full).not.toContain("title: x");
  });

  it("names the .md route of a page", () => {
    expect(markdownRoute("/docs")).toBe("/docs.md");
    expect(markdownRoute("/blog/welcome")).toBe("/blog/welcome.md");
    expect(pagesInOrder(sections[0].items)).toEqual(["/docs", "/docs/cli", "/docs/cli/script/run"]);
  });
});
