/**
 * CSS follows the components that use it.
 *
 * Gatsby gathers every CSS module of the site, lazy components' included, into one
 * stylesheet ("styles" cache group) and inlines it into every page: a docs page carried the
 * blog's, the home page's and the search page's styles. Here the same cache group names each
 * CSS chunk by the set of chunks that use its modules, so modules used by the same pages travel
 * together: a page inlines the CSS of the page components that share its template (the shell,
 * its template, its MDX components) and nothing else; a lazy component's CSS comes with it.
 * CSS modules are scoped, so the order of the pieces does not matter; the global sheet is one
 * module (src/styles/global.css, imported by the layout) and stays whole.
 */
import { createHash } from "node:crypto";

interface ChunkLike {
  name?: string | null;
  id?: string | number | null;
}
interface CacheGroup {
  test?: unknown;
  name?: unknown;
  priority?: number;
  enforce?: boolean;
}
export interface SplitChunksLike {
  cacheGroups?: Record<string, CacheGroup | false>;
}

/** The name of the CSS chunk for modules used by these chunks: "css-" and 8 hex characters. */
export function cssChunkName(chunks: ChunkLike[]): string {
  const users = chunks.map((c) => String(c.name ?? c.id)).sort();
  return `css-${createHash("sha1").update(users.join("\n")).digest("hex").slice(0, 8)}`;
}

/** Throws if Gatsby no longer has its "styles" cache group, so an upgrade fails loudly. */
export function splitCssByUsers(splitChunks: SplitChunksLike | undefined): void {
  const styles = splitChunks?.cacheGroups?.styles;
  if (!styles || typeof styles.test !== "function" || styles.name !== "styles") throw new Error(`expected Gatsby's "styles" cache group (one stylesheet named "styles")`);
  styles.name = (_module: unknown, chunks: ChunkLike[]) => cssChunkName(chunks);
}
