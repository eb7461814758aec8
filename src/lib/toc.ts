/** Table of contents from the heading tree gatsby-plugin-mdx gives (`tableOfContents`). */
import type { TocItem } from "./types";

export interface MdxTocEntry {
  url?: string | null;
  title?: string | null;
  items?: MdxTocEntry[] | null;
}

/**
 * `tableOfContents` nests entries by heading depth, starting at h2 for our pages (titles are
 * front matter, not h1). Keeps levels 2..maxLevel; an entry without an anchor (a skipped
 * heading level) is flattened into its parent.
 */
export function buildToc(
  root: { items?: MdxTocEntry[] | null } | null | undefined,
  maxLevel: 2 | 3,
  startLevel = 2,
): TocItem[] {
  const convert = (entries: MdxTocEntry[] | null | undefined, level: number): TocItem[] => {
    if (!entries || level > maxLevel) return [];
    const out: TocItem[] = [];
    for (const e of entries) {
      const children = convert(e.items, level + 1);
      if (!e.url || !e.title) {
        out.push(...children);
        continue;
      }
      out.push({ id: decodeURIComponent(e.url.replace(/^#/, "")), title: e.title, items: children });
    }
    return out;
  };
  return convert(root?.items, startLevel);
}

export function flattenToc(items: TocItem[]): TocItem[] {
  return items.flatMap((i) => [i, ...flattenToc(i.items)]);
}
