/**
 * An `import` in MDX that the browser bundle cannot satisfy fails the build naming the file and
 * the line, instead of webpack's "Can't resolve 'fs' in '…/content/docs'": a Node.js module
 * (pages run in the browser), a package that is not installed, or a relative file that does not
 * exist. The site's components need no import (see docs/CONTENT-GUIDE.md).
 */
import { existsSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { visit } from "unist-util-visit";
import { placeOf, type Positioned } from "./filePlace";

interface EsmNode extends Positioned {
  type: string;
  data?: {
    estree?: {
      body?: { type: string; source?: { value?: unknown } | null; loc?: { start: { line: number; column: number } } }[];
    };
  };
}

interface VFileLike {
  path?: string;
}

/** What webpack tries after a relative path that names no file as written. */
const EXTENSIONS = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".mdx", ".md", ".json"];

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

function relativeExists(from: string, spec: string): boolean {
  const base = path.resolve(path.dirname(from), spec);
  return isFile(base) || EXTENSIONS.some((ext) => isFile(base + ext) || isFile(path.join(base, `index${ext}`)));
}

/** `@scope/name/deep` → `@scope/name`; `name/deep` → `name`. */
const packageName = (spec: string) =>
  spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");

function packageInstalled(from: string, name: string): boolean {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules", name, "package.json"))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** Why `spec` cannot be imported by the page at `from`, or null when it can. */
export function importProblem(spec: string, from: string): string | null {
  if (isBuiltin(spec)) return `import "${spec}" is a Node.js module; pages run in the browser and cannot use it.`;
  if (spec.startsWith(".") || spec.startsWith("/")) {
    return relativeExists(from, spec)
      ? null
      : `import "${spec}" names no file (looked for ${path
          .relative(process.cwd(), path.resolve(path.dirname(from), spec))
          .split(path.sep)
          .join("/")}).`;
  }
  const name = packageName(spec);
  return packageInstalled(from, name) ? null : `import "${spec}": the package "${name}" is not installed.`;
}

export default function remarkImports() {
  return (tree: EsmNode, file: VFileLike) => {
    if (!file.path) return;
    const from = file.path;
    visit(tree as never, "mdxjsEsm", (node: EsmNode) => {
      for (const statement of node.data?.estree?.body ?? []) {
        const spec = statement.source?.value;
        if (typeof spec !== "string") continue; // not an import or a re-export
        const problem = importProblem(spec, from);
        // ESTree columns count from 0.
        const at = statement.loc
          ? { position: { start: { line: statement.loc.start.line, column: statement.loc.start.column + 1 } } }
          : node;
        if (problem) throw new Error(`${placeOf(from, at)}: ${problem}`);
      }
    });
  };
}
