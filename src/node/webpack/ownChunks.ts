/**
 * Page components whose modules webpack must not split into chunks shared with other pages.
 *
 * webpack's splitChunks puts the modules used by the same set of chunks into one chunk. The
 * upgrade guide and the page diff (issue #42) render content trees, as the doc and blog-post
 * templates do, so once they existed the modules those two templates shared were cut into new
 * pieces (the ones all four use, the ones only the first two use): every docs page and post then
 * loaded more, smaller files, and more bytes. Left out of the split, the two templates carry their
 * own copy of the renderer, and every other page's chunks stay what they were. React and the
 * other framework modules still come from the one framework chunk (its cache group takes "all"
 * chunks by itself).
 */

interface SplitChunksWithChunks {
  chunks?: unknown;
}

export const OWN_CHUNK_TEMPLATES = ["upgrade-guide", "page-diff"] as const;

/** Gatsby's name for a template's chunk: "component---src-templates-page-diff-tsx". */
const chunkName = (template: string) => `component---src-templates-${template}-tsx`;

/** Throws if Gatsby no longer splits "all" chunks, so an upgrade fails loudly. */
export function keepOwnChunks(splitChunks: SplitChunksWithChunks | undefined): void {
  if (!splitChunks || splitChunks.chunks !== "all")
    throw new Error(`expected Gatsby's splitChunks to split "all" chunks, got ${String(splitChunks?.chunks)}`);
  const own = new Set<string>(OWN_CHUNK_TEMPLATES.map(chunkName));
  splitChunks.chunks = (chunk: { name?: string | null }) => !own.has(chunk.name ?? "");
}
