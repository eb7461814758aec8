/**
 * The embedded index's file format, shared by the build that writes it and the browser that
 * reads it. Pages and sections are stored once; each term's postings say which sections
 * (heading or text) and which pages (title, name, description) hold it. The browser builds
 * its lookup structures straight from this, with no engine JSON to rebuild.
 */

export const INDEX_VERSION = 8;

/** Page flag: a generated category page (a list of cards); it weighs little. */
export const PAGE_CATEGORY = 1;

/** A page: [path, lvl0 (area), lvl1 (title), flags]. Its sections refer to it by position. */
export type StoredPage = [string, string, string, number];
/**
 * A section: [page index, anchor, lvl2, lvl3]. The anchor is "" when it is the slug of the
 * section's own heading (most are), so it is not stored twice. The start of its text (the
 * snippet) is not here: ranking never reads it, so it lives with the page's texts.
 */
export type StoredSection = [number, string | null, string | null, string | null];

export interface IndexFile {
  version: typeof INDEX_VERSION;
  pages: StoredPage[];
  sections: StoredSection[];
  /**
   * Two-character CJK terms grouped by their first character: "环" → "境节" stands for 环境 and
   * 环节 (most terms are such bigrams, so this halves the term list). Then all other terms.
   * Postings follow the same order.
   */
  bigrams: [string, string][];
  terms: string[];
  /**
   * Per term: section postings, then "." and page postings (see encodePostings). Present in a
   * whole index (tests, the build's own checks); the served index leaves it out and names its
   * parts instead.
   */
  postings?: string[];
  /**
   * The served index: the postings split into parts by term (partOfTerm), fetched only for the
   * terms a query needs. Each part file is an IndexPart.
   */
  parts?: string[];
  /**
   * Per page, the start of each of its sections' text (STORED_CONTENT_CHARS), in section order:
   * only what results show. Present in a whole index; the served index leaves it out and names
   * a text file per page instead (textFiles).
   */
  texts?: string[][];
  /**
   * The served index: per page, the URL of its texts (a PageTexts file), "" for a page whose
   * sections have no text. Fetched only for the results on screen.
   */
  textFiles?: string[];
  /**
   * The toneless readings of the characters the index's terms use (PinyinTable): in a whole
   * index; the served index names a file holding it instead (pinyinFile), fetched only by a
   * query that needs pinyin (docs/SEARCH.md, "Pinyin").
   */
  pinyin?: PinyinTable;
  pinyinFile?: string;
}

/**
 * The pinyin table (docs/SEARCH.md, "Pinyin"). `chars`: the readings of the characters the
 * index uses, grouped by syllable (["huan", "环换欢"]); a character read two ways in the index's
 * words (行: xing, hang) is in both groups. `common`: the reading of each of the 3,755 common
 * characters of GB 2312 level 1, in that standard's order (which is by pinyin), as runs of one
 * syllable ([["a", 2], ["ai", 13], …]): the browser gets the characters themselves from its own
 * GBK decoder, so they cost a few bytes per syllable rather than per character. A character of
 * `chars` keeps the readings given there.
 */
export interface PinyinTable {
  chars: [string, string][];
  common: [string, number][];
}

/** One part of the postings: the postings of the part's terms, in term order. */
export type IndexPart = string[];

/** One page's texts: the start of each of its sections' text, in section order. */
export type PageTexts = string[];

/**
 * Which part holds a term's postings: FNV-1a of the term, or for a CJK pair of its first
 * character, so the pairs a typed character starts (环 → 环境, 环节) share one part. A query
 * needs a handful of terms, so first use fetches a few small parts, not every posting.
 */
export function partOfTerm(term: string, parts: number): number {
  const key = isCjkBigram(term) ? term[0] : term;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % parts;
}

/**
 * Splits a whole index into the served main file (without postings, texts and pinyin), the
 * parts of its postings, its pages' texts (null for a page with no text: no file) and its
 * pinyin table (a file of its own).
 */
export function splitIndexFile(
  file: IndexFile,
  count: number,
): {
  main: Omit<IndexFile, "postings" | "texts" | "pinyin">;
  parts: IndexPart[];
  texts: (PageTexts | null)[];
  pinyin: PinyinTable | null;
} {
  const { postings, texts, pinyin, ...main } = file;
  if (!postings) throw new Error("search index: no postings to split");
  if (!texts) throw new Error("search index: no texts to split");
  const parts: IndexPart[] = Array.from({ length: count }, () => []);
  termsOf(file).forEach((term, id) => parts[partOfTerm(term, count)].push(postings[id]));
  return { main, parts, texts: texts.map((t) => (t.some(Boolean) ? t : null)), pinyin: pinyin ?? null };
}

/** Section fields, as bits of a section posting. */
export const SECTION_CONTENT = 1;
export const SECTION_HEADING = 2;
/** Page fields, as bits of a page posting. */
export const PAGE_CONTEXT = 1; // the description and the text of links pointing at the page
export const PAGE_NAME = 2; // front-matter keywords and the words of the route's last segment
export const PAGE_TITLE = 4;

const SECTION_BITS = 2;
const PAGE_BITS = 3;

export const isCjkBigram = (term: string) => /^[\u3400-\u9fff\uf900-\ufaff]{2}$/.test(term);

/**
 * Numbers as base-32 digits in JSON-safe characters: the last digit of a number from the
 * first alphabet half, the others from the second, so no separators are needed.
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, i]));

function encodeNumber(n: number): string {
  let out = ALPHABET[n & 31];
  for (n = Math.floor(n / 32); n > 0; n = Math.floor(n / 32)) out = ALPHABET[32 + (n & 31)] + out;
  return out;
}

function decodeNumbers(s: string, from: number, to: number): number[] {
  const out: number[] = [];
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = DIGIT.get(s[i])!;
    if (d >= 32) n = n * 32 + (d - 32);
    else {
      out.push(n * 32 + d);
      n = 0;
    }
  }
  return out;
}

/** [id, field bits] pairs sorted by id → delta-coded string. */
function encodeList(entries: [number, number][], bits: number): string {
  let previous = 0;
  let out = "";
  for (const [id, fields] of entries) {
    out += encodeNumber(((id - previous) << bits) | fields);
    previous = id;
  }
  return out;
}

function decodeList(s: string, from: number, to: number, bits: number): { ids: number[]; fields: number[] } {
  const ids: number[] = [];
  const fields: number[] = [];
  let id = 0;
  for (const v of decodeNumbers(s, from, to)) {
    id += v >> bits;
    ids.push(id);
    fields.push(v & ((1 << bits) - 1));
  }
  return { ids, fields };
}

export interface Postings {
  sections: { ids: number[]; fields: number[] };
  pages: { ids: number[]; fields: number[] };
}

export function encodePostings(sections: [number, number][], pages: [number, number][]): string {
  const s = encodeList(sections, SECTION_BITS);
  return pages.length ? `${s}.${encodeList(pages, PAGE_BITS)}` : s;
}

export function decodePostings(s: string): Postings {
  const dot = s.indexOf(".");
  const end = dot < 0 ? s.length : dot;
  return {
    sections: decodeList(s, 0, end, SECTION_BITS),
    pages: dot < 0 ? { ids: [], fields: [] } : decodeList(s, dot + 1, s.length, PAGE_BITS),
  };
}

/** The terms of an index file, in postings order. */
export function termsOf(file: Pick<IndexFile, "bigrams" | "terms">): string[] {
  return [...file.bigrams.flatMap(([first, seconds]) => [...seconds].map((second) => first + second)), ...file.terms];
}

/**
 * Stored text per record, for snippets; the index itself covers the whole section. The modal
 * shows one line of about 35 Chinese characters, the search page about 50; 60 keeps a match
 * near the start of a section inside the snippet.
 */
export const STORED_CONTENT_CHARS = 60;

/**
 * The anchor github-slugger gives most headings without an explicit id (src/lib/mdx/rehypeHeadingIds.ts): lower case, punctuation dropped,
 * spaces as hyphens. Only an exact match lets the anchor go unstored, so where this differs from
 * github-slugger (rare characters, repeated headings) the real anchor is simply kept. A copy,
 * not a call: github-slugger's large Unicode table would ship in the search chunk.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}
