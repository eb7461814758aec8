/** `<file>:<line>:<column>` for a node, the file relative to the working directory (the project). */
import path from "node:path";

export interface Positioned {
  position?: { start: { line: number; column: number } };
}

export function placeOf(filePath: string | undefined, node: Positioned | undefined, root = process.cwd()): string {
  const file = filePath ? path.relative(root, filePath).split(path.sep).join("/") : "(mdx)";
  const start = node?.position?.start;
  return start ? `${file}:${start.line}:${start.column}` : file;
}
