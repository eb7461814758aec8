/**
 * The embedded search engine: MiniSearch over the section records, with the shared tokeniser.
 * The index build (Node) and the browser import the same options from here.
 */
import MiniSearch, { type Options, type SearchResult } from "minisearch";
import { isSingleCjk, tokenize } from "./tokenize";
import type { SearchRecord } from "./records";
import { highlightTerms, markText, snippet } from "./highlight";

/** A page: [path, lvl0, lvl1]. Stored once; its sections refer to it by position. */
export type StoredPage = [string, string, string];
/**
 * A section: [page index, anchor, lvl2, lvl3, start of the content]. The anchor is "" when it
 * is the slug of the section's own heading (most are), so it is not stored twice.
 */
export type StoredSection = [number, string | null, string | null, string | null, string];
/** What a hit is built from. */
export type StoredRecord = [string, string, string, string | null, string | null, string];

export interface IndexFile {
  version: 4;
  pages: StoredPage[];
  sections: StoredSection[];
  index: CompactIndex;
}

/** MiniSearch's own JSON (what toJSON gives and loadJS takes). */
interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount: number;
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
}

/**
 * The same index, written compactly: MiniSearch's JSON spells every posting as an object with
 * string keys; here a term's postings are [fieldId, docDelta, docDelta, …] with a negative
 * number before a posting whose term frequency is not 1. Documents are numbered 0..n-1.
 */
export interface CompactIndex {
  fields: string[];
  fieldLength: number[][];
  averageFieldLength: number[];
  /**
   * Two-character CJK terms grouped by their first character: "环" → "境节" stands for 环境 and
   * 环节 (most terms are such bigrams, so this halves the term list). Then all other terms.
   * Postings follow the same order.
   */
  bigrams: [string, string][];
  terms: string[];
  postings: number[][][];
  serializationVersion: number;
}

const isCjkBigram = (term: string) => /^[\u3400-\u9fff\uf900-\ufaff]{2}$/.test(term);

/** The terms of a compact index, in postings order. */
function termsOf(c: CompactIndex): string[] {
  return [...c.bigrams.flatMap(([first, seconds]) => [...seconds].map((second) => first + second)), ...c.terms];
}

export function compactIndex(json: MiniSearchJson): CompactIndex {
  const n = json.documentCount;
  const groups = new Map<string, string>();
  const others: typeof json.index = [];
  const bigramEntries: typeof json.index = [];
  for (const entry of [...json.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (isCjkBigram(entry[0])) {
      groups.set(entry[0][0], (groups.get(entry[0][0]) ?? "") + entry[0][1]);
      bigramEntries.push(entry);
    } else others.push(entry);
  }
  return {
    fields: Object.keys(json.fieldIds).sort((a, b) => json.fieldIds[a] - json.fieldIds[b]),
    fieldLength: Array.from({ length: n }, (_, i) => json.fieldLength[String(i)]),
    averageFieldLength: json.averageFieldLength,
    bigrams: [...groups.entries()],
    terms: others.map(([term]) => term),
    postings: [...bigramEntries, ...others].map(([, byField]) =>
      Object.entries(byField).map(([fieldId, docs]) => {
        const out = [Number(fieldId)];
        let previous = 0;
        for (const [doc, tf] of Object.entries(docs).map(([d, f]) => [Number(d), f] as const).sort((a, b) => a[0] - b[0])) {
          if (tf !== 1) out.push(-tf);
          out.push(doc - previous);
          previous = doc;
        }
        return out;
      }),
    ),
    serializationVersion: json.serializationVersion,
  };
}

export function expandIndex(c: CompactIndex): MiniSearchJson {
  const n = c.fieldLength.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let i = 0; i < n; i++) {
    documentIds[i] = i;
    fieldLength[i] = c.fieldLength[i];
  }
  return {
    documentCount: n,
    nextId: n,
    documentIds,
    fieldIds: Object.fromEntries(c.fields.map((f, i) => [f, i])),
    fieldLength,
    averageFieldLength: c.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: termsOf(c).map((term, t) => [
      term,
      Object.fromEntries(
        c.postings[t].map(([fieldId, ...rest]) => {
          const docs: Record<string, number> = {};
          let doc = 0;
          let tf = 1;
          for (const v of rest) {
            if (v < 0) {
              tf = -v;
              continue;
            }
            doc += v;
            docs[doc] = tf;
            tf = 1;
          }
          return [String(fieldId), docs];
        }),
      ),
    ]),
    serializationVersion: c.serializationVersion,
  };
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

/**
 * Stored text per record, for snippets; the index itself covers the whole section. The modal
 * shows one line of about 35 Chinese characters, the search page about 50; 60 keeps a match
 * near the start of a section inside the snippet.
 */
export const STORED_CONTENT_CHARS = 60;

/**
 * The anchor rehype-slug (github-slugger) gives most headings: lower case, punctuation dropped,
 * spaces as hyphens. Only an exact match lets the anchor go unstored, so where this differs from
 * github-slugger (rare characters, repeated headings) the real anchor is simply kept.
 */
export function headingSlug(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

export function buildIndexFile(records: SearchRecord[]): IndexFile {
  const ms = new MiniSearch<IndexedDoc>(miniSearchOptions);
  ms.addAll(records.map((r, id) => ({ id, title: r.lvl1, headings: [r.lvl2, r.lvl3].filter(Boolean).join(" "), content: r.content })));
  const json = JSON.parse(JSON.stringify(ms)) as MiniSearchJson;
  const pages: StoredPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: StoredSection[] = records.map((r) => {
    const [path, anchor] = r.url.split("#");
    if (!pageIndex.has(path)) {
      pageIndex.set(path, pages.length);
      pages.push([path, r.lvl0, r.lvl1]);
    }
    const heading = r.lvl3 ?? r.lvl2;
    const storedAnchor = anchor !== undefined && heading && anchor === headingSlug(heading) ? "" : (anchor ?? null);
    return [pageIndex.get(path)!, storedAnchor, r.lvl2, r.lvl3, r.content.slice(0, STORED_CONTENT_CHARS)];
  });
  return { version: 4, pages, sections, index: compactIndex(json) };
}

export interface LoadedIndex {
  ms: MiniSearch<IndexedDoc>;
  records: StoredRecord[];
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  const records: StoredRecord[] = file.sections.map(([page, stored, lvl2, lvl3, content]) => {
    const [path, lvl0, lvl1] = file.pages[page];
    const anchor = stored === "" ? headingSlug(lvl3 ?? lvl2 ?? "") : stored;
    return [anchor ? `${path}#${anchor}` : path, lvl0, lvl1, lvl2, lvl3, content];
  });
  return { ms: MiniSearch.loadJS<IndexedDoc>(expandIndex(file.index) as never, miniSearchOptions), records };
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
