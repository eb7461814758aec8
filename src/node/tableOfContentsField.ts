/**
 * Mdx.tableOfContents without compiling the page.
 *
 * gatsby-plugin-mdx resolves `tableOfContents` by running the whole MDX compile of the page
 * (remark, rehype with Prism highlighting, JavaScript generation) only to read its headings;
 * createPages asks it for every page, on every build, cold or warm. This runs the part of that
 * compile the table depends on: the MDX parse, the site's remark plugins and the plugin's own
 * table step (remark-infer-toc-meta), on the page's heading lines only, and stops there.
 * tests/unit/fastToc.test.ts compares both on every content file, so a change in
 * gatsby-plugin-mdx (or a page) that makes them differ fails.
 * Results are kept in Gatsby's cache by page content, so a warm build reads no page again.
 */
import { createHash } from "node:crypto";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import { visit } from "unist-util-visit";
import { toc } from "mdast-util-toc";
import { VFile } from "vfile";
import remarkInferTocMeta from "gatsby-plugin-mdx/dist/remark-infer-toc-meta";
import { mdxPlugins } from "../lib/mdx/pipeline";

/** The shape gatsby-plugin-mdx returns: nested `{ url, title, items }`. */
export interface TocTree {
  url?: string;
  title?: string;
  items?: TocTree[];
}

/** gatsby-plugin-mdx's default for the field's `maxDepth` argument. */
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

export async function tableOfContents(body: string, absolutePath: string, maxDepth = DEFAULT_MAX_DEPTH): Promise<TocTree> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(mdxPlugins.remarkPlugins)
    .use(remarkInferTocMeta, { visit, toc, maxDepth: maxDepth as 1 | 2 | 3 | 4 | 5 | 6 });
  const file = new VFile({ value: headingLines(body), path: absolutePath });
  await processor.run(processor.parse(file), file);
  return (file.data as { meta?: { toc?: TocTree } }).meta?.toc ?? {};
}

interface MdxSource {
  body: string;
  parent: string | null;
  internal: { contentDigest: string };
}
interface NodeModel {
  getNodeById(args: { id: string }): { absolutePath?: string } | null;
}
/** Gatsby's per-plugin cache (the createResolvers helper). */
export interface TocCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** Changes when the remark plugins' code does, so a cached table never outlives them. */
const PLUGINS_KEY = createHash("sha1")
  .update(mdxPlugins.remarkPlugins.map((p) => String(Array.isArray(p) ? p[0] : p)).join("\n"))
  .digest("hex")
  .slice(0, 12);

/** createResolvers entry that replaces the plugin's resolver (same type and arguments). */
export function fastTocResolvers(cache: TocCache) {
  return {
    Mdx: {
      tableOfContents: {
        resolve: async (source: MdxSource, args: { maxDepth?: number }, context: { nodeModel: NodeModel }) => {
          const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
          if (!file?.absolutePath) return null;
          const key = `toc:${PLUGINS_KEY}:${source.internal.contentDigest}:${file.absolutePath}:${args.maxDepth ?? DEFAULT_MAX_DEPTH}`;
          const cached = (await cache.get(key)) as TocTree | undefined;
          if (cached) return cached;
          const toc = await tableOfContents(source.body, file.absolutePath, args.maxDepth);
          await cache.set(key, toc);
          return toc;
        },
      },
    },
  };
}
