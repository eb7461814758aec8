/** The engine's hits in the shape DocSearch's modal reads (the shape the hosted service returns). */
import type { SearchHit } from "../shared/query";
import { markText, snippet } from "../shared/highlight";

type MatchLevel = "none" | "partial" | "full";
interface Highlighted {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface DocSearchLocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6" | "content";
  hierarchy: Record<"lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6", string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Record<string, Highlighted>; content: Highlighted; hierarchy_camel: Record<string, Highlighted>[] };
  _snippetResult: { hierarchy: Record<string, Highlighted>; content: Highlighted; hierarchy_camel: Record<string, Highlighted>[] };
}

const LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;

/**
 * DocSearch groups rows by lvl0 in order of first appearance. With one group per page (its
 * area and title) the modal keeps the engine's page order instead of regrouping by area.
 * Two pages with the same area and title get an invisible difference, so they stay apart.
 */
export function pageGroups(hits: SearchHit[]): Map<string, string> {
  const groups = new Map<string, string>();
  const used = new Set<string>();
  for (const h of hits) {
    if (groups.has(h.pageUrl)) continue;
    let label = `${h.area} › ${h.title}`;
    while (used.has(label)) label += "\u200b";
    used.add(label);
    groups.set(h.pageUrl, label);
  }
  return groups;
}

export function toDocSearchHit(hit: SearchHit, terms: string[], group = hit.area): DocSearchLocalHit {
  const hierarchy = { lvl0: group, lvl1: hit.title, lvl2: hit.lvl2, lvl3: hit.lvl3, lvl4: null, lvl5: null, lvl6: null };
  const type: DocSearchLocalHit["type"] = hit.inContent && hit.content ? "content" : hit.lvl3 ? "lvl3" : hit.lvl2 ? "lvl2" : "lvl1";
  const mark = (text: string | null, useSnippet = false): Highlighted => {
    if (!text) return { value: "", matchLevel: "none", matchedWords: [] };
    const m = useSnippet ? snippet(text, terms) : markText(text, terms);
    return { value: m.value, matchLevel: m.matched.length ? (m.matched.length >= terms.length ? "full" : "partial") : "none", matchedWords: m.matched };
  };
  const highlightedHierarchy = Object.fromEntries(LEVELS.map((l) => [l, mark(hierarchy[l])]));
  const hash = hit.url.indexOf("#");
  return {
    objectID: String(hit.id),
    url: hit.url,
    url_without_anchor: hit.pageUrl,
    anchor: hash >= 0 ? hit.url.slice(hash + 1) : null,
    type,
    hierarchy,
    content: hit.content || null,
    _highlightResult: { hierarchy: highlightedHierarchy, content: mark(hit.content), hierarchy_camel: [highlightedHierarchy] },
    _snippetResult: { hierarchy: highlightedHierarchy, content: mark(hit.content, true), hierarchy_camel: [highlightedHierarchy] },
  };
}
