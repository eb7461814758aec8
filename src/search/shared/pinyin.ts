/**
 * Pinyin in the browser (docs/SEARCH.md, "Pinyin"): typed pinyin (full, with or without
 * spaces, or a short word's initials) turned into the index's own words, and a CJK word that
 * the site never writes turned into the words that sound the same (定使 → 定时). No dictionary
 * ships: the build writes, per index, the toneless readings of the common characters and of
 * the index's own (src/search/build/pinyinTable.ts), fetched only when a query needs them, and
 * this file is a chunk of its own fetched with them (the shared code imports its types only).
 * The words matched are those a query is split into (the CJK runs of titles and headings,
 * their pieces, the synonym table's words), then the pairs of the text.
 */
import type { PinyinTable } from "./indexFormat";

/** Character → its toneless readings, as the index's words read it. */
export type Readings = Map<string, string[]>;

/**
 * GB 2312 level 1, the common characters, in the standard's order (by pinyin): decoded by the
 * platform's own GBK decoder (browsers and Node both have one), so no list of them ships.
 * Empty where the platform has no such decoder.
 */
export function commonCharacters(): string[] {
  const bytes: number[] = [];
  for (let row = 0xb0; row <= 0xd7; row++)
    for (let cell = 0xa1; cell <= (row === 0xd7 ? 0xf9 : 0xfe); cell++) bytes.push(row, cell);
  try {
    return [...new TextDecoder("gbk").decode(new Uint8Array(bytes))];
  } catch {
    return [];
  }
}

export function readingsOf(table: PinyinTable): Readings {
  const out: Readings = new Map();
  for (const [syllable, chars] of table.chars)
    for (const c of chars) {
      const list = out.get(c);
      if (list) list.push(syllable);
      else out.set(c, [syllable]);
    }
  const common = commonCharacters();
  // Runs counted over the same characters the build decoded; a decoder that disagrees on the
  // count would shift every reading, so then the common characters are left out.
  if (common.length === table.common.reduce((n, [, k]) => n + k, 0)) {
    let at = 0;
    for (const [syllable, count] of table.common)
      for (let k = 0; k < count; k++, at++) if (!out.has(common[at])) out.set(common[at], [syllable]);
  }
  return out;
}

/** What typed pinyin is matched against (built once per index, when the table is added). */
export interface PinyinWords {
  runs: string[][];
  /** First letter of a reading → [run, character] where a word may start. */
  starts: Map<string, [number, number][]>;
  /** Word → how many runs hold it: between two words of the same sound, the more used one. */
  uses: Map<string, number>;
  /** Two readings ("mo ren") → the index's pairs that read so (默认): words of the text, not only of headings. */
  pairs: Map<string, string[]>;
  /** Every reading of the table, to split typed letters into syllables. */
  syllables: Set<string>;
  /** Readings of the question's filler characters (de, le, zen, me …): skipped when nothing else reads them. */
  filler: Set<string>;
}

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/**
 * `texts`: the words a query is split into (titles, headings, synonyms); `pairs`: the index's
 * CJK pairs; `fillerChars`: the characters a question adds (stop words, filler).
 */
export function pinyinWordsOf(
  texts: string[],
  readings: Readings,
  pairs: Iterable<string> = [],
  fillerChars: Iterable<string> = [],
): PinyinWords {
  const seen = new Set<string>();
  const runs: string[][] = [];
  for (const text of texts)
    for (const m of text.matchAll(CJK_RUN))
      if (m[0].length >= 2 && !seen.has(m[0])) {
        seen.add(m[0]);
        runs.push([...m[0]]);
      }
  const starts = new Map<string, [number, number][]>();
  runs.forEach((run, r) =>
    run.forEach((c, i) => {
      for (const letter of new Set((readings.get(c) ?? []).map((s) => s[0]))) {
        const list = starts.get(letter);
        if (list) list.push([r, i]);
        else starts.set(letter, [[r, i]]);
      }
    }),
  );
  const byReading = new Map<string, string[]>();
  for (const pair of pairs)
    for (const a of readings.get(pair[0]) ?? [])
      for (const b of readings.get(pair[1]) ?? []) {
        const key = `${a} ${b}`;
        const list = byReading.get(key);
        if (list) list.push(pair);
        else byReading.set(key, [pair]);
      }
  const syllables = new Set<string>();
  for (const list of readings.values()) for (const s of list) syllables.add(s);
  const filler = new Set<string>();
  for (const c of fillerChars) for (const s of readings.get(c) ?? []) filler.add(s);
  return { runs, starts, uses: new Map(), pairs: byReading, syllables, filler };
}

function usesOf(words: PinyinWords, word: string): number {
  let n = words.uses.get(word);
  if (n === undefined) {
    n = words.runs.reduce((k, run) => k + (run.join("").includes(word) ? 1 : 0), 0);
    words.uses.set(word, n);
  }
  return n;
}

/** Longest word matched by initials only: 定时任务 (dsrw) yes, a whole heading no. */
const MAX_INITIALS_WORD = 4;
/** Longest word matched at all, as the query splitter's words. */
const MAX_WORD = 6;
/** Homophones kept per typed word or pinyin segment. */
const MAX_CANDIDATES = 3;

interface Match {
  word: string;
  end: number;
  /** Characters matched by an initial letter only. */
  initials: number;
  /** What reading this word costs: a word of titles and headings 1, a pair of the text more, filler most. */
  cost: number;
}

/** Cost of a word of titles and headings; a character matched by its initial adds a little. */
const WORD_COST = 1;
const INITIAL_COST = 0.1;
/** A pair of the text: after a word of titles and headings of the same sound. */
const PAIR_COST = 1.2;
/** A syllable of filler (的 de, 怎么 zen me) read as nothing: only when nothing else reads it. */
const FILLER_COST = 1.5;
/** Longest syllable (zhuang, shuang). */
const MAX_SYLLABLE = 6;

/** Words starting at letter `p` of `q`: each character by a whole reading or by its first letter. */
function matchesAt(q: string, p: number, words: PinyinWords, readings: Readings, initials: boolean): Match[] {
  const out: Match[] = [];
  for (const [r, i] of words.starts.get(q[p]) ?? []) {
    const run = words.runs[r];
    const walk = (j: number, pos: number, count: number) => {
      const length = j - i;
      if (length >= 2 && (count === 0 || length <= MAX_INITIALS_WORD))
        out.push({ word: run.slice(i, j).join(""), end: pos, initials: count, cost: WORD_COST + INITIAL_COST * count });
      if (j >= run.length || pos >= q.length || length >= MAX_WORD) return;
      for (const s of readings.get(run[j]) ?? []) {
        if (q.startsWith(s, pos)) walk(j + 1, pos + s.length, count);
        if (initials && s.length > 1 && s[0] === q[pos]) walk(j + 1, pos + 1, count + 1);
      }
    };
    walk(i, p, 0);
  }
  // Two whole syllables that read as a pair of the index's text (mo ren → 默认), and filler.
  for (let a = 1; a <= MAX_SYLLABLE && p + a <= q.length; a++) {
    const first = q.slice(p, p + a);
    if (!words.syllables.has(first)) continue;
    if (words.filler.has(first)) out.push({ word: "", end: p + a, initials: 0, cost: FILLER_COST });
    for (let b = 1; b <= MAX_SYLLABLE && p + a + b <= q.length; b++)
      for (const pair of words.pairs.get(`${first} ${q.slice(p + a, p + a + b)}`) ?? [])
        out.push({ word: pair, end: p + a + b, initials: 0, cost: PAIR_COST });
  }
  return out;
}

/** One stretch of typed pinyin and the index's words it may stand for, likeliest first. */
export interface PinyinSegment {
  text: string;
  words: string[];
  /** True when a word was matched by initials (a looser match). */
  initials: boolean;
}

/**
 * The index's words for typed letters (`huanjingbianliang`, `dsrw`): read by whole syllables
 * first; else, by initials, as one short word only (read as several words, initials fit almost
 * anything: ntfy, a service's name, is no 能同分页). Null when the letters are not pinyin of the
 * index's words.
 */
export function wordsFromPinyin(q: string, words: PinyinWords, readings: Readings): PinyinSegment[] | null {
  const whole = readPinyin(q, words, readings, false);
  if (whole) return whole;
  const short = readPinyin(q, words, readings, true);
  return short?.length === 1 ? short : null;
}

/** The cheapest reading of the letters (see the costs above), with or without initials. */
function readPinyin(q: string, words: PinyinWords, readings: Readings, initials: boolean): PinyinSegment[] | null {
  if (!/^[a-z]{2,40}$/.test(q)) return null;
  const n = q.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const step = new Array<Match[] | null>(n + 1).fill(null);
  const from = new Array<number>(n + 1).fill(-1);
  cost[0] = 0;
  for (let p = 0; p < n; p++) {
    if (cost[p] === Infinity) continue;
    const byEnd = new Map<number, Match[]>();
    for (const m of matchesAt(q, p, words, readings, initials)) byEnd.set(m.end, [...(byEnd.get(m.end) ?? []), m]);
    for (const [end, list] of byEnd) {
      const cheapest = Math.min(...list.map((m) => m.cost));
      if (cost[p] + cheapest < cost[end]) {
        cost[end] = cost[p] + cheapest;
        from[end] = p;
        step[end] = list.filter((m) => m.cost === cheapest);
      }
    }
  }
  if (cost[n] === Infinity) return null;
  const segments: PinyinSegment[] = [];
  for (let end = n; end > 0; end = from[end]) {
    const list = step[end]!;
    if (!list[0].word) continue;
    const distinct = [...new Set(list.map((m) => m.word))];
    distinct.sort((a, b) => usesOf(words, b) - usesOf(words, a) || a.localeCompare(b));
    segments.unshift({
      text: q.slice(from[end], end),
      words: distinct.slice(0, MAX_CANDIDATES),
      initials: list[0].initials > 0,
    });
  }
  return segments.length ? segments : null;
}

/**
 * The index's words that sound like a typed CJK word (same toneless readings, character by
 * character) but are written otherwise: 环竟 → 环境. Empty when a character has no known reading.
 */
export function soundAlikes(word: string, words: PinyinWords, readings: Readings): string[] {
  const chars = [...word];
  if (chars.length < 2 || chars.length > MAX_WORD) return [];
  const sounds = chars.map((c) => readings.get(c));
  if (sounds.some((s) => !s)) return [];
  const found = new Set<string>();
  for (const first of new Set(sounds[0]!.map((s) => s[0])))
    for (const [r, i] of words.starts.get(first) ?? []) {
      const run = words.runs[r];
      if (i + chars.length > run.length) continue;
      let same = true;
      for (let k = 0; k < chars.length && same; k++) {
        const have = readings.get(run[i + k]) ?? [];
        same = have.some((s) => sounds[k]!.includes(s));
      }
      const candidate = run.slice(i, i + chars.length).join("");
      if (same && candidate !== word) found.add(candidate);
    }
  return [...found].sort((a, b) => usesOf(words, b) - usesOf(words, a) || a.localeCompare(b)).slice(0, MAX_CANDIDATES);
}
