/**
 * src/node/data/tableOfContentsField.ts computes the pages' tables of contents itself. It must give
 * exactly what gatsby-plugin-mdx's own `Mdx.tableOfContents` gives (a full compile with the
 * plugin's table step added), on every content file and every depth the site asks for. The
 * plugin's side is reached through its compiled files: test-only, and if an upgrade moves them,
 * this test is what needs updating, not the site.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { visit } from "unist-util-visit";
import { toc } from "mdast-util-toc";
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx/dist/compile-mdx";
import remarkInferTocMeta from "gatsby-plugin-mdx/dist/remark-infer-toc-meta";
import { headingLines, tableOfContents, tableOfContentsResolvers } from "../../src/node/data/tableOfContentsField";
import { contentPlugins } from "../../src/lib/mdx/pipeline";
import { TOC_LEVELS } from "../../src/lib/frontmatter";

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}
/** The body gatsby-plugin-mdx stores on the node: the file without its front matter. */
const body = (file: string) => readFileSync(file, "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");

/** gatsby-plugin-mdx's resolver, as its gatsby-node.js calls it, with stub Gatsby helpers. */
async function pluginToc(file: string, maxDepth: number): Promise<unknown> {
  const result = await compileMDXWithCustomOptions({ source: body(file), absolutePath: file }, {
    pluginOptions: { extensions: [".mdx", ".md"], mdxOptions: contentPlugins } as never,
    customOptions: { mdxOptions: { remarkPlugins: [[remarkInferTocMeta, { visit, toc, maxDepth }]] } } as never,
    getNode: () => undefined,
    getNodesByType: () => [],
    pathPrefix: "",
    reporter: {
      panicOnBuild: (e: unknown) => {
        throw new Error(JSON.stringify(e));
      },
    } as never,
    cache: { get: async () => undefined } as never,
    store: { getState: () => ({ config: {} }) } as never,
  } as never);
  return result?.metadata.toc;
}

describe("table of contents field", () => {
  const files = mdxFiles("content").filter((f) => /^#{2,6} /m.test(readFileSync(f, "utf8")));

  it("covers pages with headings", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("equals gatsby-plugin-mdx's tableOfContents on every content file", async () => {
    for (const file of files) {
      expect(await tableOfContents(body(file), path.resolve(file), TOC_LEVELS.max), file).toEqual(
        await pluginToc(path.resolve(file), TOC_LEVELS.max),
      );
    }
  }, 120_000);

  it("honours maxDepth like the plugin", async () => {
    const file = path.resolve(files[0]);
    expect(await tableOfContents(body(file), file, 2)).toEqual(await pluginToc(file, 2));
  });

  it("gives {} for a page without headings, as the plugin does", async () => {
    expect(await tableOfContents("正文，没有标题。", "/site/content/docs/a.mdx", 3)).toEqual({});
  });
});

describe("the heading lines a table is built from", () => {
  it("keeps ATX headings and leaves out lines of fenced code, whichever fence closes them", () => {
    const body = [
      "# 一",
      "正文",
      "```bash",
      "# 注释",
      "~~~",
      "## 仍是代码",
      "```",
      "## 二 `code`",
      "~~~~",
      "### 代码",
      "~~~~",
      "   ### 三 ###",
      "#不是标题",
    ].join("\n");
    expect(headingLines(body)).toBe(["# 一", "", "## 二 `code`", "", "### 三 ###", ""].join("\n"));
  });
});

describe("table of contents field: the resolver", () => {
  it("is a new field on Doc and BlogPost, and keeps results in Gatsby's cache by page content", async () => {
    const store = new Map<string, unknown>();
    const cache = { get: async (k: string) => store.get(k), set: async (k: string, v: unknown) => store.set(k, v) };
    const resolvers = tableOfContentsResolvers(cache);
    expect(resolvers.BlogPost.tableOfContents).toBe(resolvers.Doc.tableOfContents);
    const { resolve, type } = resolvers.Doc.tableOfContents;
    expect(type).toBe("JSON");
    const nodes = new Map<string, object>();
    const context = { nodeModel: { getNodeById: ({ id }: { id: string }) => (nodes.get(id) ?? null) as never } };
    nodes.set("file", { absolutePath: "/site/content/docs/a.mdx" });
    const page = (bodyText: string, digest: string) => {
      nodes.set(`mdx-${digest}`, { body: bodyText, parent: "file", internal: { contentDigest: digest } });
      return { mdx: `mdx-${digest}` };
    };
    const first = await resolve(page("## 一\n\n## 二", "d1"), { maxDepth: 3 }, context);
    expect(first).toEqual(await tableOfContents("## 一\n\n## 二", "/site/content/docs/a.mdx", 3));
    expect(store.size).toBe(1);
    // Same content: the cached table, even if the body were different (it cannot be, same digest).
    nodes.set("mdx-d1", { body: "## 别的", parent: "file", internal: { contentDigest: "d1" } });
    expect(await resolve({ mdx: "mdx-d1" }, { maxDepth: 3 }, context)).toEqual(first);
    // New content: a new table.
    expect(await resolve(page("## 三", "d2"), { maxDepth: 3 }, context)).toEqual({
      items: [{ url: "#三", title: "三" }],
    });
    expect(store.size).toBe(2);
  });
});
