/**
 * Queries over the loaded index: MiniSearch with the shared tokeniser. The build and the
 * browser import the same options from here, so the index and the queries agree.
 */
import MiniSearch, { type Options } from "minisearch";
import { isSingleCjk, tokenize } from "./tokenize";
import { highlightTerms } from "./highlight";
import { expandIndex, headingSlug, type IndexFile } from "./indexFormat";

export interface IndexedDoc {
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

/** One section as the index stores it, with its page's fields resolved. */
export interface SectionRecord {
  url: string;
  area: string;
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
}

export interface LoadedIndex {
  ms: MiniSearch<IndexedDoc>;
  sections: SectionRecord[];
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  const sections = file.sections.map(([page, stored, lvl2, lvl3, content]): SectionRecord => {
    const [path, area, title] = file.pages[page];
    const anchor = stored === "" ? headingSlug(lvl3 ?? lvl2 ?? "") : stored;
    return { url: anchor ? `${path}#${anchor}` : path, area, title, lvl2, lvl3, content };
  });
  return { ms: MiniSearch.loadJS<IndexedDoc>(expandIndex(file.index) as never, miniSearchOptions), sections };
}

/** A matching section, in the engine's order. */
export interface SearchHit extends SectionRecord {
  id: number;
  /** The page's route, without the anchor. */
  pageUrl: string;
  /** True when the query matched the section's text (not only its headings). */
  inContent: boolean;
}

export interface SearchResults {
  hits: SearchHit[];
  /** Every matching section, not only the returned ones. */
  total: number;
  /** The query's words to mark in titles and snippets. */
  terms: string[];
}

export function searchIndex(loaded: LoadedIndex, query: string, limit: number): SearchResults {
  const q = query.trim();
  if (!q) return { hits: [], total: 0, terms: [] };
  const results = loaded.ms.search(q);
  const hits = results.slice(0, limit).map((r): SearchHit => {
    const section = loaded.sections[r.id as number];
    const hash = section.url.indexOf("#");
    return {
      ...section,
      id: r.id as number,
      pageUrl: hash >= 0 ? section.url.slice(0, hash) : section.url,
      inContent: Object.values(r.match).some((fields) => fields.includes("content")),
    };
  });
  return { hits, total: results.length, terms: highlightTerms(q) };
}
