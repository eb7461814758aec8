/**
 * The ```mermaid blocks of an MDX source, parsed with the site's own syntax (../mdx/mdxSourceParser.ts) so that the text
 * `npm run diagrams` renders is the text the build hashes (src/lib/mdx/remarkMermaid.ts).
 */
import { visit } from "unist-util-visit";
import { mdxSourceParser } from "../mdx/mdxSourceParser";
import type { Code } from "mdast";

export const MERMAID_LANG = "mermaid";

export const isMermaid = (node: { type: string; lang?: string | null }): node is Code =>
  node.type === "code" && node.lang === MERMAID_LANG;

/** Each block's text and the line its fence opens on. */
export function mermaidBlocks(source: string): { value: string; line: number }[] {
  const found: { value: string; line: number }[] = [];
  // Untyped like the site's other visitors: mdast's full node union makes TypeScript give up.
  visit(
    mdxSourceParser.parse(source) as never,
    (node: { type: string; lang?: string | null; value?: string; position?: { start: { line: number } } }) => {
      if (isMermaid(node)) found.push({ value: node.value, line: node.position?.start.line ?? 0 });
    },
  );
  return found;
}
