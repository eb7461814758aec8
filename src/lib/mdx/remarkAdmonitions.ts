/**
 * `:::tip[标题] … :::` container directives → <div class="admonition admonition-tip" role="note">
 * with a title line. Text and leaf directives the site does not use (a stray `:word` in
 * prose) are turned back into the text they came from, so prose is never eaten.
 */
import { visit, SKIP } from "unist-util-visit";
import { ADMONITION_TITLES, ADMONITION_TYPES, type AdmonitionType } from "./admonitionTitles";

export { ADMONITION_TYPES };

interface MdNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  data?: Record<string, unknown> & { directiveLabel?: boolean };
}

interface VFileLike {
  path?: string;
}

const isAdmonition = (name: string | undefined): name is AdmonitionType =>
  !!name && (ADMONITION_TYPES as readonly string[]).includes(name);

const textOf = (nodes: MdNode[] | undefined): string =>
  (nodes ?? []).map((n) => n.value ?? textOf(n.children)).join("");

export default function remarkAdmonitions() {
  return (tree: MdNode, file: VFileLike) => {
    visit(tree as never, (node: MdNode, index: number | undefined, parent: MdNode | undefined) => {
      if (node.type === "containerDirective") {
        if (!isAdmonition(node.name)) {
          throw new Error(
            `${file.path ?? "(mdx)"}: admonition ":::${node.name}" is not a known type. Use one of ${ADMONITION_TYPES.join(", ")}.`,
          );
        }
        const children = node.children ?? [];
        const labelNode = children[0]?.data?.directiveLabel ? children.shift() : undefined;
        const title = labelNode ? textOf(labelNode.children) : ADMONITION_TITLES[node.name];
        node.data = {
          hName: "div",
          hProperties: { className: ["admonition", `admonition-${node.name}`], role: "note" },
        };
        node.children = [
          {
            type: "paragraph",
            data: { hName: "p", hProperties: { className: ["admonition-title"] } },
            children: [{ type: "text", value: title }],
          },
          ...children,
        ];
        return;
      }
      if ((node.type === "textDirective" || node.type === "leafDirective") && parent && index !== undefined) {
        // Not ours: restore the source text (":name" or "::name") and keep its children.
        const prefix = node.type === "textDirective" ? ":" : "::";
        const restored: MdNode[] = [{ type: "text", value: `${prefix}${node.name ?? ""}` }, ...(node.children ?? [])];
        const replacement = node.type === "leafDirective" ? [{ type: "paragraph", children: restored }] : restored;
        parent.children?.splice(index, 1, ...replacement);
        return [SKIP, index + replacement.length];
      }
      return undefined;
    });
  };
}
