/**
 * A shell session in a terminal frame, distinct from a file's code block: the word `terminal` in
 * a fence's meta (```` ```bash terminal ````, optionally with `title="宿主机"`) wraps the block in
 * <Terminal> (src/components/mdx/Terminal.tsx, imported only by pages that have one). The title
 * goes in the frame's bar instead of above the block.
 */
import { visit, SKIP } from "unist-util-visit";

interface HastNode {
  type: string;
  tagName?: string;
  name?: string;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name: string; value: string }[];
  children?: HastNode[];
  data?: { meta?: string | null };
}

export const TERMINAL_WORD = /(?:^|\s)terminal(?=\s|$)/;
/** The bar's text when the fence has no title. */
export const DEFAULT_TERMINAL_TITLE = "终端";

export default function rehypeTerminal() {
  return (tree: HastNode) => {
    visit(tree as never, "element", (node: HastNode, index: number | undefined, parent: HastNode | undefined) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children?.find((c) => c.tagName === "code");
      if (!TERMINAL_WORD.test(code?.data?.meta ?? "")) return;
      const { dataTitle, ...properties } = node.properties ?? {};
      node.properties = properties;
      const title = typeof dataTitle === "string" ? dataTitle : DEFAULT_TERMINAL_TITLE;
      parent.children![index] = {
        type: "mdxJsxFlowElement",
        name: "Terminal",
        attributes: [{ type: "mdxJsxAttribute", name: "title", value: title }],
        children: [node],
      };
      return SKIP;
    });
  };
}
