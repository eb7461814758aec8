/**
 * What a query asks for, before any page is scored (docs/SEARCH.md): its words (CJK runs split
 * into known words, filler dropped), and for each word the variants that satisfy it (the word
 * itself, a corrected spelling, the site's own terms for a reader's word), each a list of
 * slots: one per CJK pair or Latin token, with the index terms (and weights) that fill it.
 */
import { cjkBigrams, queryWords, type QueryWord } from "./tokenize";
import { bigramsHolding, dictionaryOf, pairsStarting, pinyinOf, termAt, termId, type LoadedIndex } from "./loadIndex";
import type { PinyinSegment } from "./pinyin";
import { isFiller, segmentRunAt } from "./segment";
import { latinTermsByLength, nearestTerms } from "./typos";
import { partOfTerm } from "./indexFormat";
import { synonyms } from "../synonyms";

/** Weights of looser matches; an exact term weighs 1. */
export const MATCH_WEIGHT = {
  /** A Latin prefix, a shorter form of a longer typed word, or a pair holding one typed character. */
  loose: 0.6,
  /** A term reached by a typo correction. */
  typo: 0.5,
  /** The site's term for a reader's word (synonyms.ts). */
  synonym: 0.7,
  /** A word of the index typed as its full pinyin (huanjing → 环境). */
  pinyin: 0.9,
  /** A word typed as its initials (dsrw → 定时任务): looser, many words share them. */
  initials: 0.7,
  /** A word of the index sounding like a typed word the site never writes (定使 → 定时). */
  sound: 0.8,
};

/** Index terms (id, weight) any of which fills one slot. */
export type Alternatives = [number, number][];

export interface Variant {
  /** The text to mark in results. */
  text: string;
  weight: number;
  slots: Alternatives[];
}

export interface QueryPart {
  text: string;
  cjk: boolean;
  variants: Variant[];
}

export interface ParsedQuery {
  parts: QueryPart[];
  /** Typed word → the index's term it was corrected to. */
  corrections: Map<string, string>;
  /**
   * The pairs that span two words typed side by side (运行 日志 → 行日): never required, but a
   * place holding one has the words next to each other.
   */
  joins: Alternatives[];
  /**
   * True when pinyin would help (Latin letters that are no known word, or CJK characters that
   * no word of the index holds) but the index's pinyin table has not been added: fetch it and
   * parse again.
   */
  needsPinyin: boolean;
  /**
   * The query as read when pinyin or a same-sound word stood for some of it (huanjing bianliang
   * → 环境变量): what the title rules of the ranking compare with. Null when read as typed.
   */
  readAs: string | null;
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
  for (let i = lo; i < list.length && list[i].startsWith(prefix) && out.length < 50; i++)
    if (list[i] !== prefix) out.push(index.otherIds.get(list[i])!);
  return out;
}

/** The terms that fill one CJK slot: the pair itself, or for one character the pairs it starts. */
function cjkAlternatives(index: LoadedIndex, term: string): Alternatives {
  const exact = termId(index, term);
  const out: Alternatives = exact === undefined ? [] : [[exact, 1]];
  // One typed character: the pairs it starts, as a Latin word matches longer words it starts
  // (readers type a word from its first character); the pairs holding it anywhere only when
  // it starts none.
  if ([...term].length === 1) {
    const starts = pairsStarting(index, term);
    if (starts) for (let id = starts[0]; id < starts[1]; id++) out.push([id, MATCH_WEIGHT.loose]);
    else for (const id of bigramsHolding(index, term) ?? []) out.push([id, MATCH_WEIGHT.loose]);
  }
  return out;
}

/** The terms that fill a Latin slot: the token, longer words it starts, or a shorter form of it. */
function latinAlternatives(index: LoadedIndex, term: string): Alternatives {
  const exact = termId(index, term);
  const out: Alternatives = exact === undefined ? [] : [[exact, 1]];
  if (term.length >= 2) for (const id of prefixTerms(index, term)) out.push([id, MATCH_WEIGHT.loose]);
  // A longer form of a known word (installation → install, runn → run), as old addresses have.
  if (!out.length) {
    for (let k = term.length - 1; k >= Math.max(3, Math.ceil(term.length / 2)); k--) {
      const id = termId(index, term.slice(0, k));
      if (id !== undefined) {
        out.push([id, MATCH_WEIGHT.loose]);
        break;
      }
    }
  }
  return out;
}

/** Terms within a few edits of an unknown Latin word (docs/SEARCH.md, "Typos"). */
function typoAlternatives(index: LoadedIndex, word: string): { alts: Alternatives; to: string } | null {
  if (!/^[a-z]/.test(word) || word.length < 3) return null;
  index.latinByLength ??= latinTermsByLength(index.sortedTerms);
  const { terms } = nearestTerms(word, index.latinByLength);
  if (!terms.length) return null;
  return { alts: terms.map((t) => [index.otherIds.get(t)!, MATCH_WEIGHT.typo]), to: terms[0] };
}

function cjkVariant(index: LoadedIndex, text: string, weight: number): Variant {
  return { text, weight, slots: cjkBigrams(text).map((t) => cjkAlternatives(index, t)) };
}

/** The site's terms for a reader's word, as variants at the synonym weight. */
function synonymVariants(index: LoadedIndex, text: string): Variant[] {
  const out: Variant[] = [];
  for (const entry of synonyms) {
    if (!entry.readers.includes(text)) continue;
    for (const term of entry.terms) {
      const v = /^[a-z0-9]/.test(term)
        ? { text: term, weight: MATCH_WEIGHT.synonym, slots: [latinAlternatives(index, term)] }
        : cjkVariant(index, term, MATCH_WEIGHT.synonym);
      if (v.slots.some((s) => s.length)) out.push(v);
    }
  }
  return out;
}

function latinPart(index: LoadedIndex, w: QueryWord, corrections: Map<string, string>): QueryPart {
  const whole = latinAlternatives(index, w.text);
  const variants: Variant[] = [];
  if (whole.length) variants.push({ text: w.text, weight: 1, slots: [whole] });
  else {
    const typo = typoAlternatives(index, w.text);
    if (typo) {
      corrections.set(w.text, typo.to);
      variants.push({ text: typo.to, weight: 1, slots: [typo.alts] });
    } else if (w.parts.length) {
      variants.push({
        text: w.text,
        weight: 1,
        slots: w.parts.map((part) => {
          const alts = latinAlternatives(index, part);
          if (alts.length) return alts;
          const t = typoAlternatives(index, part);
          if (t) corrections.set(part, t.to);
          return t?.alts ?? [];
        }),
      });
    } else variants.push({ text: w.text, weight: 1, slots: [[]] });
  }
  variants.push(...synonymVariants(index, w.text));
  return { text: w.text, cjk: false, variants };
}

/** The parts of typed pinyin: each stretch with the index's words it stands for (docs/SEARCH.md, "Pinyin"). */
function pinyinParts(index: LoadedIndex, segments: PinyinSegment[]): QueryPart[] {
  return segments.map((seg) => {
    const weight = seg.initials ? MATCH_WEIGHT.initials : MATCH_WEIGHT.pinyin;
    return {
      text: seg.text,
      cjk: true,
      variants: seg.words.flatMap((w) => [cjkVariant(index, w, weight), ...synonymVariants(index, w)]),
    };
  });
}

/** The pairs joining side-by-side stretches of typed pinyin (deng lu | jie kou → 录接), as for words typed together. */
function pinyinJoins(index: LoadedIndex, segments: PinyinSegment[]): Alternatives[] {
  const joins: Alternatives[] = [];
  for (let i = 0; i + 1 < segments.length; i++) {
    const alts: Alternatives = [];
    for (const a of segments[i].words)
      for (const b of segments[i + 1].words) {
        const id = termId(index, [...a].pop()! + [...b][0]);
        if (id !== undefined && !alts.some(([x]) => x === id)) alts.push([id, 1]);
      }
    if (alts.length) joins.push(alts);
  }
  return joins;
}

/**
 * One pinyin syllable, roughly (an initial, then a final): enough to tell `an zhuang` from
 * `docker compose` before the table is here; the table then decides.
 */
const SYLLABLE =
  /^(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:i?ang|i?ong|u?ang|eng|ing|iao|ian|uai|uan|van|ai|ei|ui|ao|ou|iu|ie|ve|ue|er|an|en|in|un|vn|ia|ua|uo|a|o|e|i|u|v)$/;

/** A reader's word of the synonym table (mfa, vpn) is a known word, not pinyin. */
const isReaderWord = (word: string) => synonyms.some((e) => e.readers.includes(word));

/** Whether the index can be asked for pinyin at all (a table and its code here, or a file to fetch). */
const hasPinyin = (index: LoadedIndex) => Boolean(index.pinyinTable || index.pinyinFile);

/**
 * Typed words that may be pinyin: a run of letter words side by side (short syllables such as
 * an, mi start Latin terms, so known words may be among them) that holds a word that is no
 * term, no start of one and no reader's word of the synonym table, or that is all single
 * syllables, not all of them terms (mo ren mi ma). The run is read whole first (an zhuang →
 * 安装), then its unknown words one by one; what no word reads as is left to the typo rules.
 */
function pinyinOfLatin(
  index: LoadedIndex,
  words: QueryWord[],
): { parts: Map<QueryWord, QueryPart[]>; readings: Map<QueryWord, string>; joins: Alternatives[]; needed: boolean } {
  const parts = new Map<QueryWord, QueryPart[]>();
  const readings = new Map<QueryWord, string>();
  const joins: Alternatives[] = [];
  const letters = (w: QueryWord) => /^[a-z]+$/.test(w.text) && !isReaderWord(w.text);
  const unknown = (w: QueryWord) => letters(w) && w.text.length >= 2 && !latinAlternatives(index, w.text).length;
  // Single syllables side by side (mo ren mi ma), though each starts some Latin term.
  const syllables = (run: QueryWord[]) =>
    run.length > 1 && run.every((w) => SYLLABLE.test(w.text)) && run.some((w) => termId(index, w.text) === undefined);
  const runs: QueryWord[][] = [[]];
  for (const w of words) {
    if (letters(w)) runs[runs.length - 1].push(w);
    else runs.push([]);
  }
  const wanted = runs.filter((run) => run.some(unknown) || syllables(run));
  if (!wanted.length || !hasPinyin(index)) return { parts, readings, joins, needed: false };
  const pinyin = pinyinOf(index);
  if (!pinyin) return { parts, readings, joins, needed: true };
  const read = (text: string) => pinyin.engine.wordsFromPinyin(text, pinyin.words, pinyin.readings);
  const use = (w: QueryWord, segments: PinyinSegment[]) => {
    parts.set(w, pinyinParts(index, segments));
    readings.set(w, segments.map((seg) => seg.words[0]).join(""));
    joins.push(...pinyinJoins(index, segments));
  };
  for (const run of wanted) {
    const together = run.length > 1 ? read(run.map((w) => w.text).join("")) : null;
    if (together) {
      use(run[0], together);
      // The rest of a run read whole stands for nothing more.
      for (const w of run.slice(1)) parts.set(w, []);
    } else
      for (const w of run.filter(unknown)) {
        const segments = read(w.text);
        if (segments) use(w, segments);
      }
  }
  return { parts, readings, joins, needed: false };
}

export function parseQuery(index: LoadedIndex, query: string): ParsedQuery {
  const corrections = new Map<string, string>();
  const parts: QueryPart[] = [];
  const joins: Alternatives[] = [];
  const seen = new Set<string>();
  const dictionary = dictionaryOf(index);
  const words = queryWords(query.trim());
  const latin = pinyinOfLatin(
    index,
    words.filter((w) => !w.cjk),
  );
  let needsPinyin = latin.needed;
  joins.push(...latin.joins);
  const reading: string[] = [];
  let readOtherwise = false;
  // A run that is only filler (办 of 怎么办, cut there by the stop words) means something only
  // when the query has nothing else.
  const content = words.filter((w) => !w.cjk || !isFiller(w.text));
  for (const w of content.length ? content : words) {
    if (!w.cjk) {
      const fromPinyin = latin.parts.get(w);
      const readAs = latin.readings.get(w);
      if (readAs !== undefined) readOtherwise = true;
      if (fromPinyin) {
        parts.push(...fromPinyin);
        if (readAs) reading.push(readAs);
      } else {
        if (!seen.has(w.text)) parts.push(latinPart(index, w, corrections));
        reading.push(w.text);
      }
      seen.add(w.text);
      continue;
    }
    const words = segmentRunAt(w.text, dictionary);
    // Characters no word of the index holds (定使 of 定使任务): perhaps a same-sound slip. The
    // whole run is tried first, as its sound is the surer sign (定使任务 → 定时任务), then the piece.
    const strange = (word: string) => [...word].length > 1 && !dictionary.has(word);
    let pinyin: ReturnType<typeof pinyinOf> = null;
    if (words.some(({ word }) => strange(word)) && hasPinyin(index)) {
      pinyin = pinyinOf(index);
      if (!pinyin) needsPinyin = true;
    }
    const alikeVariants = (word: string) =>
      pinyin
        ? pinyin.engine
            .soundAlikes(word, pinyin.words, pinyin.readings)
            .flatMap((alike) => [cjkVariant(index, alike, MATCH_WEIGHT.sound), ...synonymVariants(index, alike)])
        : [];
    const wholeRun = words.length > 1 && [...w.text].length <= 6 ? alikeVariants(w.text) : [];
    if (wholeRun.length) {
      readOtherwise = true;
      reading.push(wholeRun[0].text);
      if (!seen.has(w.text))
        parts.push({ text: w.text, cjk: true, variants: [cjkVariant(index, w.text, 1), ...wholeRun] });
      seen.add(w.text);
      continue;
    }
    words.forEach(({ word, start }, i) => {
      const next = words[i + 1];
      const chars = [...word];
      if (next && next.start === start + chars.length) {
        const id = termId(index, chars[chars.length - 1] + [...next.word][0]);
        if (id !== undefined) joins.push([[id, 1]]);
      }
      reading.push(word);
      if (seen.has(word)) return;
      seen.add(word);
      const variants = [cjkVariant(index, word, 1), ...synonymVariants(index, word)];
      if (strange(word)) variants.push(...alikeVariants(word));
      parts.push({ text: word, cjk: true, variants });
    });
  }
  return { parts, corrections, joins, needsPinyin, readAs: readOtherwise ? reading.join(" ") : null };
}

/** True when the query should wait for the index's pinyin table (see ParsedQuery.needsPinyin). */
export function needsPinyin(index: LoadedIndex, query: string): boolean {
  return parseQuery(index, query).needsPinyin;
}

/** The parts (by number) a query needs that have not been added yet; none for a whole index. */
export function missingParts(index: LoadedIndex, query: string): number[] {
  if (!index.parts.length) return [];
  const needed = new Set<number>();
  const parsed = parseQuery(index, query);
  const slots = [...parsed.parts.flatMap((p) => p.variants.flatMap((v) => v.slots)), ...parsed.joins];
  for (const slot of slots) for (const [id] of slot) needed.add(partOfTerm(termAt(index, id), index.parts.length));
  return [...needed].filter((k) => !index.partsAdded.has(k)).sort((a, b) => a - b);
}

/** The parts of a query to mark: its words, their variants, and the pairs of longer CJK words. */
export function markTerms(words: QueryWord[]): string[] {
  const out = new Set<string>();
  for (const w of words) {
    out.add(w.text);
    if (w.cjk && w.terms.length > 1) w.terms.forEach((t) => out.add(t));
    w.parts.forEach((p) => out.add(p));
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** The marks of a parsed query: every variant's text and, for CJK, its pairs. */
export function markParsed(parsed: ParsedQuery): string[] {
  const words: QueryWord[] = parsed.parts.flatMap((p) =>
    p.variants.map((v) =>
      p.cjk || /[^\x00-\x7f]/.test(v.text)
        ? { text: v.text, terms: cjkBigrams(v.text), cjk: true, parts: [] }
        : {
            text: v.text,
            terms: [v.text],
            cjk: false,
            parts: v.text.split(/[^a-z0-9]+/).filter((x) => x.length > 1 && x !== v.text),
          },
    ),
  );
  return markTerms(words);
}
