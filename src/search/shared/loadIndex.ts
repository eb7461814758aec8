/**
 * Loading the embedded index: the main file into lookup structures, then the parts of the
 * postings as queries need them, and the pages' texts (snippets) as results show them. What a
 * query makes of these is in queryParts.ts; how pages are ranked, in ranking.ts (the rules:
 * docs/SEARCH.md).
 */
import {
  decodePostings,
  headingSlug,
  INDEX_VERSION,
  PAGE_CATEGORY,
  partOfTerm,
  type IndexFile,
  type PinyinTable,
  type Postings,
} from "./indexFormat";
import { FILLER_CHARS, segmentingTexts, wordsForSegmenting, type WordList } from "./segment";
import { QUERY_STOP_CHARS } from "./tokenize";
// Types only: the pinyin code is a chunk of its own, loaded with the table (indexLoader.ts).
import type * as PinyinCode from "./pinyin";
import type { PinyinWords, Readings } from "./pinyin";

/** The pinyin code (pinyin.ts), handed over with the table so that first use does not load it. */
export type PinyinEngine = typeof PinyinCode;

/** One section as the index's main file stores it, with its page's fields resolved. */
export interface SectionRecord {
  url: string;
  area: string;
  title: string;
  lvl2: string | null;
  lvl3: string | null;
}

export interface PageRecord {
  url: string;
  area: string;
  title: string;
  category: boolean;
  firstSection: number;
}

export interface LoadedIndex {
  pages: PageRecord[];
  /** `at`: the section's place among its page's sections, i.e. in the page's texts. */
  sections: (SectionRecord & { page: number; at: number })[];
  /**
   * The terms, in postings order: first the CJK pairs, by groups of one first character (the
   * main file's own groups: no pair is built as a string until asked for, see termAt), then
   * the other terms (`others`, their ids in `otherIds`).
   */
  pairs: { first: string[]; seconds: string[]; start: number[] };
  pairCount: number;
  others: string[];
  otherIds: Map<string, number>;
  termCount: number;
  /** Non-bigram terms, sorted, for prefix lookups. */
  sortedTerms: string[];
  /** Latin terms by length, for typo lookups (built on the first typo). */
  latinByLength: Map<number, string[]> | null;
  /** CJK character → the group of the pairs it starts (an index into `pairs`). */
  pairGroups: Map<string, number>;
  /** CJK character → ids of the bigrams that contain it; built on the first query that needs it. */
  bigramsByChar: Map<string, number[]> | null;
  /** The CJK words a query is split into (titles, headings, synonyms); built on first use. */
  dictionary: WordList | null;
  /** Per term; undefined while the term's part has not been added (see addIndexPart). */
  postings: (string | undefined)[];
  decoded: Map<number, Postings>;
  /** A served index: the URLs of its parts, and which of them have been added. */
  parts: string[];
  partsAdded: Set<number>;
  /** Term ids by part, worked out once (on the first query of a served index). */
  termsByPart: number[][] | null;
  /** Per page, its sections' texts; undefined while not added (a served index, see addPageTexts). */
  texts: (string[] | undefined)[];
  /** A served index: per page, the URL of its texts ("" when it has none). */
  textFiles: string[];
  /** A served index: the URL of its pinyin table ("" when it has none), fetched when a query needs it. */
  pinyinFile: string;
  /** The pinyin table and code once added (addPinyinTable), and what they make of the index on first use. */
  pinyinTable: PinyinTable | null;
  pinyinEngine: PinyinEngine | null;
  pinyin: { readings: Readings; words: PinyinWords; engine: PinyinEngine } | null;
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  if (file.version !== INDEX_VERSION)
    throw new Error(`search index: version ${String(file.version)}, expected ${INDEX_VERSION}`);
  const pages: PageRecord[] = file.pages.map(([url, area, title, flags]) => ({
    url,
    area,
    title,
    category: (flags & PAGE_CATEGORY) !== 0,
    firstSection: -1,
  }));
  const count = new Array<number>(pages.length).fill(0);
  const sections = file.sections.map(([page, stored, lvl2, lvl3], id) => {
    const p = pages[page];
    if (p.firstSection < 0) p.firstSection = id;
    const anchor = stored === "" ? headingSlug(lvl3 ?? lvl2 ?? "") : stored;
    const at = count[page]++;
    return { page, at, url: anchor ? `${p.url}#${anchor}` : p.url, area: p.area, title: p.title, lvl2, lvl3 };
  });
  if (!file.texts && file.textFiles?.length !== pages.length)
    throw new Error("search index: neither texts nor a text file per page");
  // Terms in postings order (termsOf): the grouped pairs, then the rest. The groups say which
  // terms are pairs, so no term is tested one by one.
  const pairGroups = new Map<string, number>();
  const pairs: LoadedIndex["pairs"] = { first: [], seconds: [], start: [] };
  let pairCount = 0;
  for (const [first, seconds] of file.bigrams) {
    pairGroups.set(first, pairs.first.length);
    pairs.first.push(first);
    pairs.seconds.push(seconds);
    pairs.start.push(pairCount);
    pairCount += seconds.length;
  }
  const otherIds = new Map<string, number>();
  file.terms.forEach((term, i) => otherIds.set(term, pairCount + i));
  const termCount = pairCount + file.terms.length;
  if (file.postings && termCount !== file.postings.length)
    throw new Error("search index: terms and postings differ in length");
  if (!file.postings && !file.parts?.length) throw new Error("search index: neither postings nor parts");
  const postings = file.postings ?? new Array<string | undefined>(termCount);
  return {
    pages,
    sections,
    pairs,
    pairCount,
    others: file.terms,
    otherIds,
    termCount,
    sortedTerms: [...file.terms].sort(),
    latinByLength: null,
    pairGroups,
    bigramsByChar: null,
    dictionary: null,
    postings,
    decoded: new Map(),
    parts: file.parts ?? [],
    partsAdded: new Set(),
    termsByPart: null,
    // A page without a text file has only empty texts: known without a fetch.
    texts:
      file.texts ?? file.textFiles!.map((url, page) => (url ? undefined : new Array<string>(count[page]).fill(""))),
    textFiles: file.textFiles ?? [],
    pinyinFile: file.pinyinFile ?? "",
    pinyinTable: file.pinyin ?? null,
    pinyinEngine: null,
    pinyin: null,
  };
}

/** A term's id, or undefined when the index does not hold it. */
export function termId(index: LoadedIndex, term: string): number | undefined {
  // A pair is found in its first character's group; a group's pairs are CJK characters of one
  // UTF-16 unit each (isCjkBigram).
  if (term.length === 2) {
    const g = index.pairGroups.get(term[0]);
    const at = g === undefined ? -1 : index.pairs.seconds[g].indexOf(term[1]);
    if (at >= 0) return index.pairs.start[g!] + at;
  }
  return index.otherIds.get(term);
}

/** The ids of the pairs `char` starts, as a range [first, end); undefined when it starts none. */
export function pairsStarting(index: LoadedIndex, char: string): [number, number] | undefined {
  const g = index.pairGroups.get(char);
  return g === undefined ? undefined : [index.pairs.start[g], index.pairs.start[g] + index.pairs.seconds[g].length];
}

/** The term of an id. */
export function termAt(index: LoadedIndex, id: number): string {
  if (id >= index.pairCount) return index.others[id - index.pairCount];
  const { first, seconds, start } = index.pairs;
  let lo = 0;
  let hi = start.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (start[mid] <= id) lo = mid;
    else hi = mid - 1;
  }
  return first[lo] + seconds[lo][id - start[lo]];
}

/** The ids of the bigrams holding `char` anywhere, in id order. */
export function bigramsHolding(index: LoadedIndex, char: string): number[] | undefined {
  if (!index.bigramsByChar) {
    const byChar = new Map<string, number[]>();
    const push = (key: string, id: number) => {
      const list = byChar.get(key);
      if (list) list.push(id);
      else byChar.set(key, [id]);
    };
    const { first, seconds, start } = index.pairs;
    first.forEach((char, g) => {
      for (let i = 0; i < seconds[g].length; i++) {
        push(char, start[g] + i);
        if (seconds[g][i] !== char) push(seconds[g][i], start[g] + i);
      }
    });
    index.bigramsByChar = byChar;
  }
  return index.bigramsByChar.get(char);
}

const titlesAndHeadings = (index: LoadedIndex) => [
  ...index.pages.map((p) => p.title),
  ...index.sections.flatMap((s) => [s.lvl2 ?? "", s.lvl3 ?? ""]),
];

/** The index's own words for splitting queries: its titles and headings (see segment.ts). */
export function dictionaryOf(index: LoadedIndex): WordList {
  index.dictionary ??= wordsForSegmenting(titlesAndHeadings(index));
  return index.dictionary;
}

/** The readings and words pinyin is matched with (pinyin.ts); null while the table is not here. */
export function pinyinOf(index: LoadedIndex): LoadedIndex["pinyin"] {
  const engine = index.pinyinEngine;
  if (!index.pinyin && index.pinyinTable && engine) {
    const readings = engine.readingsOf(index.pinyinTable);
    // The same words a query is split into, so a pinyin word is one the splitter knows; the
    // text's pairs for words no heading holds; the question's filler, to be skipped.
    const { first, seconds } = index.pairs;
    const pairs = first.flatMap((c, g) => [...seconds[g]].map((second) => c + second));
    index.pinyin = {
      readings,
      engine,
      words: engine.pinyinWordsOf(segmentingTexts(titlesAndHeadings(index)), readings, pairs, [
        ...FILLER_CHARS,
        ...QUERY_STOP_CHARS,
      ]),
    };
  }
  return index.pinyin;
}

/**
 * Adds the pinyin table (fetched, or a whole index's own) with the pinyin code; a table of the
 * wrong shape (a corrupt file) throws.
 */
export function addPinyinTable(index: LoadedIndex, table: unknown, engine: PinyinEngine): void {
  const t = table as Partial<PinyinTable> | null;
  const pairsOf = (list: unknown, second: "string" | "number") =>
    Array.isArray(list) &&
    list.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === "string" && typeof e[1] === second);
  if (!t || !pairsOf(t.chars, "string") || !pairsOf(t.common, "number"))
    throw new Error(
      "search index: the pinyin table is not {chars: [syllable, characters][], common: [syllable, count][]}",
    );
  index.pinyinTable = table as PinyinTable;
  index.pinyinEngine = engine;
}

/** Term ids by part (see termsByPart). */
function termsByPartOf(index: LoadedIndex): number[][] {
  if (!index.termsByPart) {
    const byPart: number[][] = index.parts.map(() => []);
    // A group's pairs share their first character, hence their part: hashed once per group.
    const count = index.parts.length;
    const { first, seconds, start } = index.pairs;
    first.forEach((char, g) => {
      const list = byPart[partOfTerm(char + seconds[g][0], count)];
      for (let i = 0; i < seconds[g].length; i++) list.push(start[g] + i);
    });
    index.others.forEach((term, i) => byPart[partOfTerm(term, count)].push(index.pairCount + i));
    index.termsByPart = byPart;
  }
  return index.termsByPart;
}

/**
 * Works out ahead what the first query would otherwise work out (the words for splitting
 * queries, the terms of each part), so that it is not done between a keystroke and its results.
 */
export function prepareForQueries(index: LoadedIndex): void {
  dictionaryOf(index);
  if (index.parts.length) termsByPartOf(index);
}

/** Adds a fetched part's postings; a part of the wrong shape (a corrupt file) throws. */
export function addIndexPart(index: LoadedIndex, k: number, part: unknown): void {
  const ids = termsByPartOf(index)[k] ?? [];
  if (!Array.isArray(part) || part.length !== ids.length || part.some((p) => typeof p !== "string"))
    throw new Error(`search index: part ${k} does not match the index`);
  ids.forEach((id, i) => (index.postings[id] = part[i] as string));
  index.partsAdded.add(k);
}

export function postingsOf(index: LoadedIndex, id: number): Postings {
  let p = index.decoded.get(id);
  if (!p) {
    const stored = index.postings[id];
    // A caller that skipped missingParts would get quietly wrong results: refuse instead.
    if (stored === undefined)
      throw new Error(`search index: the part holding "${termAt(index, id)}" has not been added`);
    index.decoded.set(id, (p = decodePostings(stored)));
  }
  return p;
}

/** A section's text (the start of it, for snippets); undefined while its page's texts are not added. */
export function sectionText(index: LoadedIndex, id: number): string | undefined {
  const { page, at } = index.sections[id];
  return index.texts[page]?.[at];
}

/** Adds a page's fetched texts; texts of the wrong shape (a corrupt file) throw. */
export function addPageTexts(index: LoadedIndex, page: number, texts: unknown): void {
  const count = index.sections.reduce((n, s) => n + (s.page === page ? 1 : 0), 0);
  if (!Array.isArray(texts) || texts.length !== count || texts.some((t) => typeof t !== "string"))
    throw new Error(`search index: the texts of page ${page} do not match the index`);
  index.texts[page] = texts as string[];
}
