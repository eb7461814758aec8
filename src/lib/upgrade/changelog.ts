/**
 * The changelog part of an upgrade guide: the entries (h2 sections) of the newer version's
 * changelog page that the older version's copy of that page does not have, i.e. what was
 * released (or, for next, is waiting) after the older release was cut.
 */
import type { ContentNode, ContentTree } from "../mdx/contentTree";
import { textOf } from "./blockDiff";
import type { ChangelogEntry } from "./types";

/** The id of the changelog page in every version (content/docs/CHANGELOG.mdx). */
export const CHANGELOG_ID = "CHANGELOG";

interface Section {
  id: string;
  title: string;
  content: ContentNode[];
}

function h2Sections(tree: ContentTree): Section[] {
  const out: Section[] = [];
  for (const n of tree) {
    if (typeof n !== "string" && n[0] === "h2") {
      const props = n[1] || {};
      out.push({ id: typeof props.id === "string" ? props.id : "", title: textOf(n).trim(), content: [] });
    } else if (out.length && !(typeof n === "string" && n.trim() === "")) out[out.length - 1].content.push(n);
  }
  return out;
}

export function newChangelogEntries(
  from: ContentTree | null,
  to: ContentTree | null,
  pageHref: string,
): ChangelogEntry[] {
  if (!to) return [];
  const known = new Set(from ? h2Sections(from).map((s) => s.id) : []);
  return h2Sections(to)
    .filter((s) => s.id && !known.has(s.id))
    .map((s) => ({ id: s.id, title: s.title, href: `${pageHref}#${s.id}`, content: s.content }));
}
