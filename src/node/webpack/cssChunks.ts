/**
 * CSS follows the components that use it.
 *
 * Gatsby gathers every CSS module of the site, lazy components' included, into one
 * stylesheet (its "styles" cache group, named "styles") and inlines it into every page: a docs
 * page carried the blog's, the home page's and the search page's styles. Without the name,
 * webpack's splitChunks puts modules used by the same set of chunks into one chunk, so CSS
 * modules used by the same pages travel together: a page inlines the CSS of the chunks its
 * component uses (the shell, its template, its MDX components) and nothing else, and a lazy
 * component's CSS comes with it. Unnamed chunks are named by their id, which keeps the webpack
 * runtime's table of CSS files short. CSS modules are scoped, so the order of the pieces does
 * not matter; the global sheet is one module (src/styles/global.css, imported by the layout)
 * and stays whole.
 */

interface CacheGroup {
  test?: unknown;
  name?: unknown;
  priority?: number;
  enforce?: boolean;
}
export interface SplitChunksLike {
  cacheGroups?: Record<string, CacheGroup | false>;
}

/** Throws if Gatsby no longer has its "styles" cache group, so an upgrade fails loudly. */
export function splitCssByUsers(splitChunks: SplitChunksLike | undefined): void {
  const styles = splitChunks?.cacheGroups?.styles;
  if (!styles || typeof styles.test !== "function" || styles.name !== "styles")
    throw new Error(`expected Gatsby's "styles" cache group (one stylesheet named "styles")`);
  styles.name = false;
}
