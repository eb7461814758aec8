/**
 * `<FileTree>` around one Markdown bullet list: each item starts with a name (`config/`,
 * `` `config.sh` ``), followed by an optional note; an item whose name ends with "/" or that has
 * items under it is a folder. Marks each item as folder or file at build time, so the tree needs
 * no JavaScript, and fails naming the file and line when the content is not one bullet list.
 */
import path from "node:path";
import { visit } from "unist-util-visit";

interface MdNode {
  type: string;
  name?: string | null;
  ordered?: boolean | null;
  value?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
  position?: { start: { line: number } };
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

const isFiller = (n: MdNode) => (n.type === "text" && !(n.value ?? "").trim()) || n.type === "mdxFlowExpression";

function markItems(list: MdNode) {
  for (const item of list.children ?? []) {
    const sublist = (item.children ?? []).find((c) => c.type === "list");
    const first = item.children?.[0]?.children?.[0];
    const name =
      first?.type === "text" || first?.type === "inlineCode" ? (first.value ?? "").trim().split(/\s/)[0] : "";
    const folder = Boolean(sublist) || name.endsWith("/");
    item.data = {
      ...item.data,
      hProperties: { ...item.data?.hProperties, className: [folder ? "ft-folder" : "ft-file"] },
    };
    if (sublist) markItems(sublist);
  }
}

export default function remarkFileTree() {
  return (tree: MdNode, file: VFileLike) => {
    visit(tree as never, (node: MdNode) => {
      if (node.type !== "mdxJsxFlowElement" || node.name !== "FileTree") return;
      const content = (node.children ?? []).filter((c) => !isFiller(c));
      if (content.length !== 1 || content[0].type !== "list" || content[0].ordered) {
        const where = file.path
          ? path
              .relative(file.cwd ?? process.cwd(), file.path)
              .split(path.sep)
              .join("/")
          : "(mdx)";
        throw new Error(
          `${where}:${node.position?.start.line ?? "?"}: <FileTree> must contain exactly one bullet list (- name), with a blank line after <FileTree> and before </FileTree>.`,
        );
      }
      markItems(content[0]);
    });
  };
}
