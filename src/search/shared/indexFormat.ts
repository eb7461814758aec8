/**
 * The embedded index's file format, shared by the build that writes it and the browser that
 * reads it: pages and sections stored once, and MiniSearch's index in a compact form.
 */

/** A page: [path, lvl0, lvl1]. Stored once; its sections refer to it by position. */
export type StoredPage = [string, string, string];
/**
 * A section: [page index, anchor, lvl2, lvl3, start of the content]. The anchor is "" when it
 * is the slug of the section's own heading (most are), so it is not stored twice.
 */
export type StoredSection = [number, string | null, string | null, string | null, string];

export interface IndexFile {
  version: 4;
  pages: StoredPage[];
  sections: StoredSection[];
  index: CompactIndex;
}

/** MiniSearch's own JSON (what toJSON gives and loadJS takes). */
export interface MiniSearchJson {
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

/**
 * Stored text per record, for snippets; the index itself covers the whole section. The modal
 * shows one line of about 35 Chinese characters, the search page about 50; 60 keeps a match
 * near the start of a section inside the snippet.
 */
export const STORED_CONTENT_CHARS = 60;

/**
 * The anchor rehype-slug (github-slugger) gives most headings: lower case, punctuation dropped,
 * spaces as hyphens. Only an exact match lets the anchor go unstored, so where this differs from
 * github-slugger (rare characters, repeated headings) the real anchor is simply kept. A copy,
 * not a call: github-slugger's large Unicode table would ship in the search chunk.
 */
export function headingSlug(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}
