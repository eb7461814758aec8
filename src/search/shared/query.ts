/**
 * The search engine over the embedded index, shared by the build's tests, the modal and
 * /search, so every place ranks and counts the same way.
 *
 * Ranking, per page:
 * - a query is split into words on the tokeniser's own boundaries (and question words such as
 *   怎么 are dropped); each word's terms are its CJK bigrams, or the Latin token;
 * - a page matches fully when it holds every term; it matches nearly when every character of
 *   each CJK word is covered by bigrams it holds (停止脚本 without the straddling 止脚);
 *   partial matches are appended only when fewer than MIN_RESULTS pages match;
 * - a page scores its best section (with the page's own fields: title, keywords, route name,
 *   description, the text of links pointing at it) plus a fraction of its other matching
 *   sections; terms weigh by rarity (pages holding them) and field; category pages weigh little.
 */
import { queryWords, type QueryWord } from "./tokenize";
import {
  decodePostings,
  headingSlug,
  isCjkBigram,
  termsOf,
  PAGE_CATEGORY,
  PAGE_CONTEXT,
  PAGE_NAME,
  PAGE_TITLE,
  SECTION_CONTENT,
  SECTION_HEADING,
  INDEX_VERSION,
  partOfTerm,
  type IndexFile,
  type Postings,
} from "./indexFormat";

/** One section as the index stores it, with its page's fields resolved. */
export interface SectionRecord {
  url: string;
  area: string;
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
}

interface PageRecord {
  url: string;
  area: string;
  title: string;
  category: boolean;
  firstSection: number;
}

export interface LoadedIndex {
  pages: PageRecord[];
  sections: (SectionRecord & { page: number })[];
  termIds: Map<string, number>;
  terms: string[];
  /** Non-bigram terms, sorted, for prefix lookups. */
  sortedTerms: string[];
  /** CJK character → ids of the bigrams that contain it, and of those it starts. */
  bigramsByChar: Map<string, number[]>;
  bigramsByFirst: Map<string, number[]>;
  /** Per term; undefined while the term's part has not been added (see addIndexPart). */
  postings: (string | undefined)[];
  decoded: Map<number, Postings>;
  /** A served index: the URLs of its parts, and which of them have been added. */
  parts: string[];
  partsAdded: Set<number>;
  /** Term ids by part, worked out once (on the first query of a served index). */
  termsByPart: number[][] | null;
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  if (file.version !== INDEX_VERSION) throw new Error(`search index: version ${String(file.version)}, expected ${INDEX_VERSION}`);
  const pages: PageRecord[] = file.pages.map(([url, area, title, flags]) => ({ url, area, title, category: (flags & PAGE_CATEGORY) !== 0, firstSection: -1 }));
  const sections = file.sections.map(([page, stored, lvl2, lvl3, content], id) => {
    const p = pages[page];
    if (p.firstSection < 0) p.firstSection = id;
    const anchor = stored === "" ? headingSlug(lvl3 ?? lvl2 ?? "") : stored;
    return { page, url: anchor ? `${p.url}#${anchor}` : p.url, area: p.area, title: p.title, lvl2, lvl3, content };
  });
  const terms = termsOf(file);
  if (file.postings && terms.length !== file.postings.length) throw new Error("search index: terms and postings differ in length");
  if (!file.postings && !file.parts?.length) throw new Error("search index: neither postings nor parts");
  const termIds = new Map<string, number>();
  const bigramsByChar = new Map<string, number[]>();
  const bigramsByFirst = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  terms.forEach((t, id) => {
    termIds.set(t, id);
    if (isCjkBigram(t)) {
      for (const c of new Set(t)) push(bigramsByChar, c, id);
      push(bigramsByFirst, t[0], id);
    }
  });
  const postings = file.postings ?? new Array<string | undefined>(terms.length);
  return { pages, sections, termIds, terms, sortedTerms: [...file.terms].sort(), bigramsByChar, bigramsByFirst, postings, decoded: new Map(), parts: file.parts ?? [], partsAdded: new Set(), termsByPart: null };
}

/** The parts (by number) a query needs that have not been added yet; none for a whole index. */
export function missingParts(index: LoadedIndex, query: string): number[] {
  if (!index.parts.length) return [];
  const needed = new Set<number>();
  for (const slot of querySlots(index, queryWords(query.trim()))) for (const [id] of slot.alts) needed.add(partOfTerm(index.terms[id], index.parts.length));
  return [...needed].filter((k) => !index.partsAdded.has(k)).sort((a, b) => a - b);
}

/** Adds a fetched part's postings; a part of the wrong shape (a corrupt file) throws. */
export function addIndexPart(index: LoadedIndex, k: number, part: unknown): void {
  if (!index.termsByPart) {
    const byPart: number[][] = index.parts.map(() => []);
    index.terms.forEach((term, id) => byPart[partOfTerm(term, index.parts.length)].push(id));
    index.termsByPart = byPart;
  }
  const ids = index.termsByPart[k] ?? [];
  if (!Array.isArray(part) || part.length !== ids.length || part.some((p) => typeof p !== "string")) throw new Error(`search index: part ${k} does not match the index`);
  ids.forEach((id, i) => (index.postings[id] = part[i] as string));
  index.partsAdded.add(k);
}

/** A matching section, in the engine's order. */
export interface SearchHit extends SectionRecord {
  id: number;
  /** The page's route, without the anchor. */
  pageUrl: string;
  /** True when the query matched the section's text (not only its headings). */
  inContent: boolean;
}

/** A matching page and its matching sections, best first. */
export interface PageResult {
  url: string;
  title: string;
  area: string;
  sections: SearchHit[];
  /** How the page matched: 0 every term, 1 every character of every word, 2 only some. */
  level: number;
  score: number;
}

export interface SearchResults {
  /** Matching pages in the engine's order: what /search lists and the modal's count. */
  pages: PageResult[];
  /** The pages' sections in order, at most `sectionsPerPage` each. */
  hits: SearchHit[];
  /** The number of matching pages. */
  total: number;
  /** The query's words to mark in titles and snippets. */
  terms: string[];
}

/** Fewer full or near matches than this, and partial matches are appended. */
export const MIN_RESULTS = 3;
/** Weight of each field; a term counts once per place, at its best field. */
const FIELD_WEIGHT = { title: 5, name: 4, heading: 3, context: 2, content: 1 };
/** A page's other matching sections add this fraction of their score (capped). */
const OTHER_SECTIONS = 0.3;
const CATEGORY_WEIGHT = 0.4;
/** A page that holds every character of the query but not every bigram (a word straddled). */
const NEAR_WEIGHT = 0.75;
/** A prefix match (Latin) or a bigram holding a single typed character weighs less. */
const LOOSE_MATCH = 0.6;

const sectionWeight = (bits: number) => (bits & SECTION_HEADING ? FIELD_WEIGHT.heading : bits & SECTION_CONTENT ? FIELD_WEIGHT.content : 0);
const pageWeight = (bits: number) => (bits & PAGE_TITLE ? FIELD_WEIGHT.title : bits & PAGE_NAME ? FIELD_WEIGHT.name : bits & PAGE_CONTEXT ? FIELD_WEIGHT.context : 0);

function postingsOf(index: LoadedIndex, id: number): Postings {
  let p = index.decoded.get(id);
  if (!p) {
    const stored = index.postings[id];
    // A caller that skipped missingParts would get quietly wrong results: refuse instead.
    if (stored === undefined) throw new Error(`search index: the part holding "${index.terms[id]}" has not been added`);
    index.decoded.set(id, (p = decodePostings(stored)));
  }
  return p;
}

/** One required thing of a query: any of its terms (with a weight each) satisfies it. */
interface Slot {
  word: number;
  /** For CJK bigrams, the position in the word (its characters i and i+1). */
  position: number;
  sections: Map<number, number>;
  pages: Map<number, number>;
  idf: number;
}

function prefixTerms(index: LoadedIndex, prefix: string): number[] {
  const list = index.sortedTerms;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let i = lo; i < list.length && list[i].startsWith(prefix) && out.length < 50; i++) if (list[i] !== prefix) out.push(index.termIds.get(list[i])!);
  return out;
}

/** The terms that satisfy one query term: itself, or looser forms (prefixes, containing bigrams). */
function alternatives(index: LoadedIndex, term: string, word: QueryWord): [number, number][] {
  const exact = index.termIds.get(term);
  const out: [number, number][] = exact === undefined ? [] : [[exact, 1]];
  // One typed character: the pairs it starts, as a Latin word matches longer words it starts
  // (readers type a word from its first character); the pairs holding it anywhere only when
  // it starts none.
  if (word.cjk && [...term].length === 1) for (const id of index.bigramsByFirst.get(term) ?? index.bigramsByChar.get(term) ?? []) out.push([id, LOOSE_MATCH]);
  if (!word.cjk && term.length >= 2) for (const id of prefixTerms(index, term)) out.push([id, LOOSE_MATCH]);
  // A longer form of a known word (installation → install, runn → run), as old addresses have.
  if (!word.cjk && !out.length) {
    for (let k = term.length - 1; k >= Math.max(3, Math.ceil(term.length / 2)); k--) {
      const id = index.termIds.get(term.slice(0, k));
      if (id !== undefined) {
        out.push([id, LOOSE_MATCH]);
        break;
      }
    }
  }
  return out;
}

function makeSlot(index: LoadedIndex, word: number, position: number, alts: [number, number][]): Slot {
  const sections = new Map<number, number>();
  const pages = new Map<number, number>();
  const pagesHolding = new Set<number>();
  for (const [id, weight] of alts) {
    const p = postingsOf(index, id);
    p.sections.ids.forEach((s, i) => {
      const w = sectionWeight(p.sections.fields[i]) * weight;
      if (w > (sections.get(s) ?? 0)) sections.set(s, w);
      pagesHolding.add(index.sections[s].page);
    });
    p.pages.ids.forEach((pg, i) => {
      const w = pageWeight(p.pages.fields[i]) * weight;
      if (w > (pages.get(pg) ?? 0)) pages.set(pg, w);
      pagesHolding.add(pg);
    });
  }
  const n = index.pages.length;
  return { word, position, sections, pages, idf: pagesHolding.size ? Math.log(1 + n / pagesHolding.size) : 0 };
}

/** The query's slots before any postings are read: which terms satisfy each. */
function querySlots(index: LoadedIndex, words: QueryWord[]): { word: number; position: number; alts: [number, number][] }[] {
  const slots: { word: number; position: number; alts: [number, number][] }[] = [];
  words.forEach((w, wi) => {
    if (w.cjk) {
      w.terms.forEach((t, i) => slots.push({ word: wi, position: i, alts: alternatives(index, t, w) }));
      return;
    }
    const whole = alternatives(index, w.terms[0], w);
    if (whole.length || !w.parts.length) slots.push({ word: wi, position: 0, alts: whole });
    else w.parts.forEach((part, i) => slots.push({ word: wi, position: i, alts: alternatives(index, part, { ...w, terms: [part] }) }));
  });
  return slots;
}

function slotsOf(index: LoadedIndex, words: QueryWord[]): Slot[] {
  return querySlots(index, words).map((s) => makeSlot(index, s.word, s.position, s.alts));
}

/** Match levels: every term, every character of every word, or only some. */
const FULL = 0;
const NEAR = 1;
const PARTIAL = 2;

function matchLevel(words: QueryWord[], slots: Slot[], held: boolean[]): number {
  if (held.every(Boolean)) return FULL;
  for (let w = 0; w < words.length; w++) {
    const own = slots.map((s, i) => [s, held[i]] as const).filter(([s]) => s.word === w);
    if (!words[w].cjk || words[w].terms.length < 2) {
      if (!own.every(([, h]) => h)) return PARTIAL;
      continue;
    }
    // Every character of the word lies in some held bigram.
    const chars = words[w].terms.length + 1;
    for (let c = 0; c < chars; c++) if (!own.some(([s, h]) => h && (s.position === c || s.position === c - 1))) return PARTIAL;
  }
  return NEAR;
}

interface Scored {
  page: number;
  level: number;
  score: number;
  sections: { id: number; score: number; inContent: boolean }[];
}

function scorePage(index: LoadedIndex, words: QueryWord[], slots: Slot[], page: number, sectionIds: number[], query: string): Scored {
  const pageScore = slots.reduce((sum, s) => sum + s.idf * (s.pages.get(page) ?? 0), 0);
  const held = slots.map((s) => s.pages.has(page));
  let best = 0;
  let others = 0;
  let together = false;
  const sections = sectionIds.map((id) => {
    let own = 0;
    let combined = 0;
    let all = true;
    let inContent = false;
    slots.forEach((s, i) => {
      const w = s.sections.get(id) ?? 0;
      if (w) {
        held[i] = true;
        if (w <= FIELD_WEIGHT.content) inContent = true;
      } else if (!s.pages.has(page)) all = false;
      own += s.idf * w;
      combined += s.idf * Math.max(w, s.pages.get(page) ?? 0);
    });
    const r = index.sections[id];
    // The whole word in a heading, not only its bigrams scattered over it.
    for (const word of words) if (word.text.length > 1 && `${r.lvl2 ?? ""} ${r.lvl3 ?? ""}`.toLowerCase().includes(word.text)) own += slots.filter((s) => s.word === words.indexOf(word)).reduce((n, s) => n + s.idf, 0);
    if (all) together = true;
    return { id, score: own, combined, inContent };
  });
  sections.sort((a, b) => b.combined - a.combined || a.id - b.id);
  for (const [i, s] of sections.entries()) {
    if (i === 0) best = s.combined;
    else others += s.score;
  }
  let score = Math.max(best, pageScore) + OTHER_SECTIONS * Math.min(others, Math.max(best, 1));
  const title = index.pages[page].title.toLowerCase();
  const compact = query.toLowerCase().replace(/\s+/g, "");
  if (title === compact) score *= 2;
  else for (const word of words) if (word.text.length > 1 && title.includes(word.text)) score += slots.filter((s) => s.word === words.indexOf(word)).reduce((n, s) => n + s.idf, 0);
  if (together) score *= 1.2;
  if (index.pages[page].category) score *= CATEGORY_WEIGHT;
  const level = matchLevel(words, slots, held);
  if (level === NEAR) score *= NEAR_WEIGHT;
  if (level === PARTIAL) {
    const total = slots.reduce((n, s) => n + s.idf, 0);
    const got = slots.reduce((n, s, i) => n + (held[i] ? s.idf : 0), 0);
    score *= total ? (got / total) ** 2 : 0;
  }
  return { page, level, score, sections: sections.map(({ id, score: s, inContent }) => ({ id, score: s, inContent })) };
}

/** Full and near matches rank together (a near match weighs less); partial ones after. */
const rankOf = (s: Scored) => (s.level === PARTIAL ? 1 : 0);

/** The parts of a query to mark: its words, and the bigrams of longer CJK words. */
export function markTerms(words: QueryWord[]): string[] {
  const out = new Set<string>();
  for (const w of words) {
    out.add(w.text);
    if (w.cjk && w.terms.length > 1) w.terms.forEach((t) => out.add(t));
    w.parts.forEach((p) => out.add(p));
  }
  return [...out].sort((a, b) => b.length - a.length);
}

export function searchIndex(index: LoadedIndex, query: string, options: { sectionsPerPage?: number } = {}): SearchResults {
  const words = queryWords(query.trim());
  if (!words.length) return { pages: [], hits: [], total: 0, terms: [] };
  const slots = slotsOf(index, words);
  const byPage = new Map<number, Set<number>>();
  for (const s of slots) {
    for (const id of s.sections.keys()) {
      const page = index.sections[id].page;
      const set = byPage.get(page) ?? new Set<number>();
      set.add(id);
      byPage.set(page, set);
    }
    for (const page of s.pages.keys()) if (!byPage.has(page)) byPage.set(page, new Set());
  }
  const scored = [...byPage.entries()].map(([page, ids]) => scorePage(index, words, slots, page, [...ids], query)).filter((s) => s.score > 0);
  scored.sort((a, b) => rankOf(a) - rankOf(b) || b.score - a.score || a.page - b.page);
  const matches = scored.filter((s) => s.level !== PARTIAL);
  const shown = matches.length >= MIN_RESULTS ? matches : scored;

  const perPage = options.sectionsPerPage ?? Infinity;
  const pages = shown.map((s): PageResult => {
    const p = index.pages[s.page];
    const own = s.sections.filter((x) => x.score > 0);
    // A page found by its title, keywords or links alone shows its introduction.
    const list = own.length ? own : [{ id: p.firstSection, inContent: false }];
    return { url: p.url, title: p.title, area: p.area, sections: list.map((x) => toHit(index, x.id, x.inContent)), level: s.level, score: s.score };
  });
  return { pages, hits: pages.flatMap((p) => p.sections.slice(0, perPage)), total: pages.length, terms: markTerms(words) };
}

function toHit(index: LoadedIndex, id: number, inContent: boolean): SearchHit {
  const { page, ...section } = index.sections[id];
  return { ...section, id, pageUrl: index.pages[page].url, inContent };
}
