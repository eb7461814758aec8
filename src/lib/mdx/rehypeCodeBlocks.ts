/**
 * Code-block features, all decided at build time (no browser JavaScript):
 * - `rehypeCodeBlocks` (before rehype-prism-plus): ```lang title="file" {1,3}``` → data-title on
 *   the <pre> (the CodeBlock component renders it) and data-language for the label.
 * - `rehypeCodeLines` (after rehype-prism-plus, which splits lines, numbers them for
 *   `showLineNumbers` and marks `diff` lines): moves the number to a valid `data-line`
 *   attribute, and turns a `// [!code ++]` or `# [!code --]` comment at the end of a line into
 *   an inserted or deleted line, removing the comment from the code.
 */
import { visit } from "unist-util-visit";

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
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

/** A diff notation comment at the end of a line, in the comment styles of the site's languages. */
const NOTATION = /[ \t]*(?:\/\/|#|--|;|<!--|\/\*)[ \t]*\[!code (\+\+|--)\][ \t]*(?:-->|\*\/)?[ \t]*$/;

const textNodes = (node: HastNode): HastNode[] =>
  node.type === "text" ? [node] : (node.children ?? []).flatMap(textNodes);

const hasText = (node: HastNode): boolean => textNodes(node).some((t) => (t.value ?? "") !== "");

/** Drops elements left without text (the emptied comment token). */
function pruneEmpty(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.filter((c) => c.type !== "element" || hasText(c));
  node.children.forEach(pruneEmpty);
}

const classesOf = (node: HastNode): string[] => {
  const c = node.properties?.className;
  return Array.isArray(c) ? (c as string[]) : typeof c === "string" ? c.split(" ") : [];
};

/** Reads and removes a `[!code ++]` / `[!code --]` comment from one highlighted line. */
export function takeDiffNotation(line: HastNode): "inserted" | "deleted" | null {
  const texts = textNodes(line);
  for (let i = texts.length - 1; i >= 0; i--) {
    const value = texts[i].value ?? "";
    const newline = value.endsWith("\n") ? "\n" : "";
    const body = value.slice(0, value.length - newline.length);
    if (body.trim() === "") continue;
    const m = NOTATION.exec(body);
    if (!m) return null;
    texts[i].value = body.slice(0, m.index) + newline;
    // Trailing spaces before the comment may sit in earlier text nodes: trim them too.
    for (let j = i; j >= 0; j--) {
      const v = texts[j].value ?? "";
      const nl = v.endsWith("\n") ? "\n" : "";
      const trimmed = v.slice(0, v.length - nl.length).replace(/[ \t]+$/, "");
      texts[j].value = trimmed + nl;
      if (trimmed !== "") break;
    }
    pruneEmpty(line);
    return m[1] === "++" ? "inserted" : "deleted";
  }
  return null;
}

export function rehypeCodeLines() {
  return (tree: HastNode) => {
    visit(tree as never, "element", (pre: HastNode) => {
      if (pre.tagName !== "pre") return;
      const code = pre.children?.find((c) => c.tagName === "code");
      if (!code?.children) return;
      let lastNumber = 0;
      for (const line of code.children) {
        if (line.type !== "element" || !classesOf(line).includes("code-line")) continue;
        const props = (line.properties ??= {});
        if (props.line !== undefined) {
          // rehype-prism-plus writes a non-standard `line` attribute; data-line is valid HTML.
          const n = String(Array.isArray(props.line) ? props.line[0] : props.line);
          delete props.line;
          props.dataLine = n;
          lastNumber = Number(n);
        }
        const mark = takeDiffNotation(line);
        if (mark) {
          props.className = [...classesOf(line).filter((c) => c !== "inserted" && c !== "deleted"), mark];
          props.dataDiff = mark === "inserted" ? "+" : "-";
        }
      }
      // The gutter is as wide as the largest number.
      if (lastNumber > 0) pre.properties = { ...pre.properties, dataLineNumbers: String(String(lastNumber).length) };
    });
  };
}
