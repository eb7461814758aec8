/**
 * The ```mermaid blocks of an MDX source, parsed with the site's own syntax so that the text
 * `npm run diagrams` renders is the text the build hashes (src/lib/mdx/remarkMermaid.ts).
 */
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import { visit } from "unist-util-visit";
import { remarkCjkAttentionSyntax } from "../mdx/remarkCjkEmphasis";
import { remarkHeadingIdSyntax } from "../mdx/remarkHeadingIds";
import type { Code } from "mdast";

export const MERMAID_LANG = "mermaid";

export const isMermaid = (node: { type: string; lang?: string | null }): node is Code => node.type === "code" && node.lang === MERMAID_LANG;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkDirective).use(remarkCjkAttentionSyntax).use(remarkHeadingIdSyntax);

/** Each block's text and the line its fence opens on. */
export function mermaidBlocks(source: string): { value: string; line: number }[] {
  const found: { value: string; line: number }[] = [];
  // Untyped like the site's other visitors: mdast's full node union makes TypeScript give up.
  visit(parser.parse(source) as never, (node: { type: string; lang?: string | null; value?: string; position?: { start: { line: number } } }) => {
    if (isMermaid(node)) found.push({ value: node.value, line: node.position?.start.line ?? 0 });
  });
  return found;
}
