/**
 * A next page whose source is byte-for-byte the latest's renders the latest's compiled MDX
 * instead of its own copy. Each distinct page component costs every reader an entry in Gatsby's
 * component loader (app.js) and chunk map (inline in each page), and the build a compile; most
 * next pages are unchanged from the release. The one thing the compile makes differently per
 * version, links into the version (rehypeVersionLinks), is then done while rendering (MdxLink
 * with the page's `mdxLinksInto`), so the HTML is the same as from the page's own copy.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** Relative imports of an MDX file (`import X from "../_part.mdx"`): their files must match too. */
const RELATIVE_IMPORT = /^\s*import\s[^;]*?\sfrom\s+["'](\.{1,2}\/[^"']+)["']/gm;

const textCache = new Map<string, string | null>();

function textOf(file: string): string | null {
  if (!textCache.has(file)) {
    let text: string | null;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      text = null;
    }
    textCache.set(file, text);
  }
  return textCache.get(file) ?? null;
}

/**
 * Whether two MDX files compile alike apart from their version: the same text, and each relative
 * import naming a file of the same text on both sides (followed through nested imports).
 */
export function sameMdxSource(a: string, b: string, seen: Set<string> = new Set()): boolean {
  if (seen.has(a)) return true;
  seen.add(a);
  const text = textOf(a);
  if (text === null || text !== textOf(b)) return false;
  for (const m of text.matchAll(RELATIVE_IMPORT)) {
    const spec = m[1];
    const [ia, ib] = [path.resolve(path.dirname(a), spec), path.resolve(path.dirname(b), spec)];
    if (!sameMdxSource(ia, ib, seen)) return false;
  }
  return true;
}

/** Forget what was read, so a rebuild in the same process (develop) sees edits. */
export function forgetMdxSources(): void {
  textCache.clear();
}
