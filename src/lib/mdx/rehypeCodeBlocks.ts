/**
 * Code-block metadata: ```lang title="file" {1,3}``` → data-title on the <pre> (the CodeBlock
 * component renders it) and data-language for the label. Runs before rehype-prism-plus,
 * which reads the same meta for highlighted lines.
 */
import { visit } from "unist-util-visit";

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  data?: { meta?: string };
}

export function parseTitle(meta: string | undefined): string | null {
  if (!meta) return null;
  const m = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "").trim() || null : null;
}

export default function rehypeCodeBlocks() {
  return (tree: HastNode) => {
    visit(tree as never, "element", (node: HastNode) => {
      if (node.tagName !== "pre") return;
      const code = node.children?.find((c) => c.tagName === "code");
      if (!code) return;
      const title = parseTitle(code.data?.meta);
      const className = code.properties?.className;
      const lang = Array.isArray(className)
        ? (className.find((c) => typeof c === "string" && c.startsWith("language-")) as string | undefined)?.slice(9)
        : undefined;
      node.properties = { ...node.properties, ...(title ? { dataTitle: title } : {}), dataLanguage: lang ?? "text" };
    });
  };
}
