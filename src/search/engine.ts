/**
 * The embedded search engine: MiniSearch over the section records, with the shared tokeniser.
 * The index build (Node) and the browser import the same options from here.
 */
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import { isSingleCjk, tokenize } from "./tokenize";
import type { SearchRecord } from "./records";
import { highlightTerms, markText, snippet } from "./highlight";

/** [url, lvl0, lvl1, lvl2, lvl3, content]: compact, it is most of the index file. */
export type StoredRecord = [string, string, string, string | null, string | null, string];

export interface IndexFile {
  version: 1;
  records: StoredRecord[];
  index: unknown;
}

interface IndexedDoc {
  id: number;
  title: string;
  headings: string;
  content: string;
}

export const miniSearchOptions: Options<IndexedDoc> = {
  fields: ["title", "headings", "content"],
  tokenize,
  searchOptions: {
    boost: { title: 4, headings: 2, content: 1 },
    combineWith: "AND",
    // One CJK character matches the bigrams it starts; Latin words match as prefixes.
    prefix: (term) => isSingleCjk(term) || (/^[a-z-]/.test(term) && term.length >= 3),
    tokenize,
  },
};

export function buildIndexFile(records: SearchRecord[]): IndexFile {
  const ms = new MiniSearch<IndexedDoc>(miniSearchOptions);
  ms.addAll(records.map((r, id) => ({ id, title: r.lvl1, headings: [r.lvl2, r.lvl3].filter(Boolean).join(" "), content: r.content })));
  return { version: 1, records: records.map((r) => [r.url, r.lvl0, r.lvl1, r.lvl2, r.lvl3, r.content]), index: ms.toJSON() };
}

export interface LoadedIndex {
  ms: MiniSearch<IndexedDoc>;
  records: StoredRecord[];
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  return { ms: MiniSearch.loadJS<IndexedDoc>(file.index as never, miniSearchOptions), records: file.records };
}

type MatchLevel = "none" | "partial" | "full";
interface Highlighted {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

/** A hit in the shape DocSearch's modal reads (the same shape the hosted service returns). */
export interface LocalHit {
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

function toHit(result: SearchResult, record: StoredRecord, terms: string[]): LocalHit {
  const [url, lvl0, lvl1, lvl2, lvl3, content] = record;
  const hierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null };
  const inContent = Object.values(result.match).some((fields) => fields.includes("content"));
  const type: LocalHit["type"] = inContent && content ? "content" : lvl3 ? "lvl3" : lvl2 ? "lvl2" : "lvl1";
  const mark = (text: string | null, useSnippet = false): Highlighted => {
    if (!text) return { value: "", matchLevel: "none", matchedWords: [] };
    const m = useSnippet ? snippet(text, terms) : markText(text, terms);
    return { value: m.value, matchLevel: m.matched.length ? (m.matched.length >= terms.length ? "full" : "partial") : "none", matchedWords: m.matched };
  };
  const highlightedHierarchy = Object.fromEntries(LEVELS.map((l) => [l, mark(hierarchy[l])]));
  const hash = url.indexOf("#");
  return {
    objectID: String(result.id),
    url,
    url_without_anchor: hash >= 0 ? url.slice(0, hash) : url,
    anchor: hash >= 0 ? url.slice(hash + 1) : null,
    type,
    hierarchy,
    content: content || null,
    _highlightResult: { hierarchy: highlightedHierarchy, content: mark(content), hierarchy_camel: [highlightedHierarchy] },
    _snippetResult: { hierarchy: highlightedHierarchy, content: mark(content, true), hierarchy_camel: [highlightedHierarchy] },
  };
}

export function searchIndex(loaded: LoadedIndex, query: string, limit: number): { hits: LocalHit[]; nbHits: number } {
  const q = query.trim();
  if (!q) return { hits: [], nbHits: 0 };
  const results = loaded.ms.search(q);
  const terms = highlightTerms(q);
  return { hits: results.slice(0, limit).map((r) => toHit(r, loaded.records[r.id as number], terms)), nbHits: results.length };
}
