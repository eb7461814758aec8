/**
 * A paragraph that holds nothing but JSX elements or expressions (and blank text) is not a
 * paragraph: `<Badge />` alone on a line, or two components side by side, become blocks of their
 * own, as MDX's compiler makes them, so no <p> wraps a component that renders a block.
 */
import { visit } from "unist-util-visit";

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

const BLANK = /^[\t\r\n ]+$/;
const INLINE_TO_BLOCK: Readonly<Record<string, string>> = {
  mdxJsxTextElement: "mdxJsxFlowElement",
  mdxTextExpression: "mdxFlowExpression",
};

const isBlank = (n: MdNode) => n.type === "text" && BLANK.test(n.value ?? "");

/** Whether a paragraph's children are JSX or expressions only, at least one of them. */
function onlyJsx(children: readonly MdNode[]): boolean {
  return (
    children.some((c) => c.type in INLINE_TO_BLOCK) && children.every((c) => c.type in INLINE_TO_BLOCK || isBlank(c))
  );
}

export default function remarkUnwrapJsxParagraphs() {
  return (tree: MdNode) => {
    visit(tree as never, "paragraph", (node: MdNode, index: number | undefined, parent: MdNode | undefined) => {
      if (!parent?.children || index === undefined || !onlyJsx(node.children ?? [])) return;
      const blocks = (node.children ?? [])
        .filter((c) => !isBlank(c))
        .map((c) => ({ ...c, type: INLINE_TO_BLOCK[c.type] }));
      parent.children.splice(index, 1, ...blocks);
      return index;
    });
  };
}
