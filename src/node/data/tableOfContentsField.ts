/**
 * `tableOfContents(maxDepth)` on the site's own page nodes (Doc, BlogPost), computed here.
 *
 * gatsby-plugin-mdx's `Mdx.tableOfContents` runs the whole MDX compile of a page (remark, rehype
 * with Prism highlighting, JavaScript generation) only to read its headings, and createPages
 * asks for every page on every build. This field parses the page's heading lines with the
 * site's remark plugins and builds the same nested `{ url, title, items }` shape from
 * mdast-util-toc's list, through public APIs only (createResolvers on our own types).
 * tests/unit/tableOfContentsField.test.ts compares it with the plugin's table on every content
 * file. Results are kept in Gatsby's cache by page content, so a warm build reads no page again.
 */
import { createHash } from "node:crypto";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import { toc } from "mdast-util-toc";
import { VFile } from "vfile";
import type { List, ListItem, Parent, Root } from "mdast";
import type { Node } from "unist";
import { contentPlugins } from "../../lib/mdx/pipeline";

/** The shape gatsby-plugin-mdx gives its table, which src/lib/toc.ts reads: nested `{ url, title, items }`. */
export interface TocTree {
  url?: string;
  title?: string;
  items?: TocTree[];
}

/** The deepest heading level when the query gives no maxDepth (as gatsby-plugin-mdx). */
const DEFAULT_MAX_DEPTH = 6;

/** An ATX heading line (`## Title`), and the opening or closing line of a fenced code block. */
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The page's heading lines alone, outside fenced code: the table is built from headings only,
 * and parsing those lines costs a fraction of parsing a page of code blocks and tables. The
 * comparison with the plugin's own table on every content file guards what this assumes (ATX
 * headings, no setext underlines).
 */
export function headingLines(body: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const opener = FENCE_LINE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = null;
    } else if (opener) {
      fence = opener;
    } else if (HEADING_LINE.test(line)) {
      kept.push(line.trim(), "");
    }
  }
  return kept.join("\n");
}

/** The text and link of a list item's first paragraph: a heading's title and its #anchor. */
function linkOf(node: Node, into: TocTree): TocTree {
  const walk = (n: Node) => {
    if (n.type === "link") into.url = (n as Node & { url: string }).url;
    if (n.type === "text" || n.type === "inlineCode")
      into.title = (into.title ?? "") + (n as Node & { value: string }).value;
    for (const child of (n as Partial<Parent>).children ?? []) walk(child);
  };
  walk(node);
  return into;
}

function itemOf(item: ListItem): TocTree {
  const [first, nested] = item.children;
  if (!first) return {};
  const entry = first.type === "paragraph" ? linkOf(first, {}) : {};
  if (nested?.type === "list") entry.items = nested.children.map(itemOf);
  return entry;
}

/** mdast-util-toc's list as the nested table; a page without headings gives {}. */
export function treeOf(map: List | null | undefined): TocTree {
  return map ? { items: map.children.map(itemOf) } : {};
}

export async function tableOfContents(
  body: string,
  absolutePath: string,
  maxDepth = DEFAULT_MAX_DEPTH,
): Promise<TocTree> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(contentPlugins.remarkPlugins);
  const file = new VFile({ value: headingLines(body), path: absolutePath });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return treeOf(toc(tree, { maxDepth: maxDepth as 1 | 2 | 3 | 4 | 5 | 6 }).map);
}

interface PageSource {
  mdx: string;
}
interface NodeModel {
  getNodeById(args: {
    id: string;
  }): { body?: string; parent?: string | null; absolutePath?: string; internal?: { contentDigest: string } } | null;
}
/** Gatsby's per-plugin cache (the createResolvers helper). */
export interface TocCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** Changes when the remark plugins' code does, so a cached table never outlives them. */
const PLUGINS_KEY = createHash("sha1")
  .update(contentPlugins.remarkPlugins.map((p) => String(Array.isArray(p) ? p[0] : p)).join("\n"))
  .digest("hex")
  .slice(0, 12);

/** Tables being made or made in this process, by key: a query resolves its pages side by side. */
const inProcess = new Map<string, Promise<TocTree>>();

/** The field's resolver: the page's Mdx node (its `mdx` link) and that node's file. */
export function tocResolver(cache: TocCache) {
  return async (
    source: PageSource,
    args: { maxDepth?: number },
    context: { nodeModel: NodeModel },
  ): Promise<TocTree | null> => {
    const mdx = context.nodeModel.getNodeById({ id: source.mdx });
    const file = mdx?.parent ? context.nodeModel.getNodeById({ id: mdx.parent }) : null;
    if (typeof mdx?.body !== "string" || !file?.absolutePath) return null;
    const maxDepth = args.maxDepth ?? DEFAULT_MAX_DEPTH;
    // By text alone: a page's copies in several versions have one table (the headings' anchors).
    const key = `toc:${PLUGINS_KEY}:${mdx.internal?.contentDigest}:${maxDepth}`;
    let running = inProcess.get(key);
    if (!running) {
      running = (async () => {
        const cached = (await cache.get(key)) as TocTree | undefined;
        if (cached) return cached;
        const table = await tableOfContents(mdx.body as string, file.absolutePath as string, maxDepth);
        await cache.set(key, table);
        return table;
      })();
      inProcess.set(key, running);
      running.catch(() => inProcess.delete(key));
    }
    return running;
  };
}

/** createResolvers entry: the new field on both page types. */
export function tableOfContentsResolvers(cache: TocCache) {
  const field = { type: "JSON", args: { maxDepth: "Int" }, resolve: tocResolver(cache) };
  return { Doc: { tableOfContents: field }, BlogPost: { tableOfContents: field } };
}
