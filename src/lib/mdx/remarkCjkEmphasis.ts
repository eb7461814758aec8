/**
 * Emphasis that works next to Chinese punctuation (micromarkCjkAttention.ts), and a check that
 * no `**` is left as literal text: a pair the parser still cannot match (a space inside the
 * markers, an unclosed pair) would show asterisks to readers, so it fails the build and
 * `npm run check:mdx` naming the file and line.
 */
import path from "node:path";
import type { Processor } from "unified";
import { visit } from "unist-util-visit";
import { cjkAttentionExtension } from "./micromarkCjkAttention";

interface MdNode {
  type: string;
  value?: string;
  position?: { start: { line: number; column: number } };
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

export function literalStrongMarkers(tree: MdNode): MdNode[] {
  const found: MdNode[] = [];
  visit(tree as never, "text", (node: MdNode) => {
    if ((node.value ?? "").includes("**")) found.push(node);
  });
  return found;
}

/** The syntax alone, for parsers that only read the page (the `.md` copies). */
export function remarkCjkAttentionSyntax(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(cjkAttentionExtension);
}

export default function remarkCjkEmphasis(this: Processor) {
  remarkCjkAttentionSyntax.call(this);
  return (tree: MdNode, file: VFileLike) => {
    const [first] = literalStrongMarkers(tree);
    if (!first) return;
    const where = file.path
      ? path
          .relative(file.cwd ?? process.cwd(), file.path)
          .split(path.sep)
          .join("/")
      : "(mdx)";
    const line = first.position?.start.line ?? "?";
    throw new Error(
      `${where}:${line}: "**" is left as literal text ("${(first.value ?? "").trim().slice(0, 40)}"): ` +
        "check that the markers pair up with no space inside them; write a literal asterisk in backticks.",
    );
  };
}
