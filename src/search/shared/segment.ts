/**
 * Splitting a CJK run of a query into words the index knows (docs/SEARCH.md, "Words"), and
 * dropping the filler of a whole question. The tokeniser has already cut the run at the
 * question words of its stop list; this finds the word boundaries inside what is left.
 */
import { synonyms } from "../synonyms";

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/**
 * Filler of a question that is a word of its own: politeness, wanting, times of day, counting.
 * Dropped only where the split makes it a whole piece, so 需要 stays in 需要的依赖 if the
 * index knows 依赖 (it is then a piece) but 时候 never splits 时候选.
 */
const FILLER_WORDS = [
  "请问",
  "我想",
  "想要",
  "想问",
  "应该",
  "需要",
  "要怎么",
  "该怎么",
  "怎么办",
  "怎么做",
  "在哪",
  "哪儿",
  "一个",
  "一下",
  "一次",
  "一条",
  "一直",
  "自己",
  "以后",
  "之后",
  "然后",
  "时候",
  "的话",
  "还是",
  "是不是",
  "有没有",
  "可不可以",
  "为啥",
  "会不会",
  "每天",
  "每次",
  "晚上",
  "早上",
  "上午",
  "下午",
  "中午",
  "凌晨",
  "今天",
  "现在",
  "当前",
  "目前",
  "已经",
  "总是",
  "老是",
  "突然",
  "不了",
  "不到",
  // Pointing and limiting words of a question (容器里面, 只有某些文件): they name no thing.
  "里面",
  "只有",
  "某些",
  "有些",
  "这个",
  "那个",
];
/** Single characters that are filler when they stand alone between words. */
export const FILLER_CHARS = new Set([
  ..."的了吗呢吧我你他她它是不有在到把往给上里会都要该做就才也被让还呀啊么哪办能想请下次个条后",
]);

const FILLER = new Set(FILLER_WORDS);
/** Longest word the splitter tries. */
const MAX_WORD = 6;

/** The words a query's runs may be split into. */
export interface WordList {
  has(word: string): boolean;
}

/**
 * The words of titles and headings (each CJK run and its pieces of two to four characters),
 * the synonym table's words and the filler: what a query's runs are split into. The pieces
 * are looked up in the runs themselves when a query asks, not listed ahead: listing them all
 * took the main thread for several milliseconds while the search box was opening.
 */
export function wordsForSegmenting(texts: string[]): WordList {
  const whole = new Set<string>(FILLER_WORDS);
  const runs: string[] = [];
  // CJK_RUN matches only characters of one UTF-16 unit: string positions are character positions.
  for (const text of texts)
    for (const m of text.toLowerCase().matchAll(CJK_RUN)) {
      const run = m[0];
      if (run.length >= 2 && run.length <= MAX_WORD) whole.add(run);
      if (run.length >= 2) runs.push(run);
    }
  for (const entry of synonyms)
    for (const w of [...entry.terms, ...entry.readers])
      for (const m of w.matchAll(CJK_RUN)) if ([...m[0]].length <= MAX_WORD) whole.add(m[0]);
  // One line per run: a piece found in it lies inside one run (the separator is not CJK).
  const joined = runs.join("\n");
  const known = new Map<string, boolean>();
  return {
    has(word) {
      let found = known.get(word);
      if (found === undefined) {
        found = whole.has(word) || (word.length >= 2 && word.length <= 4 && joined.includes(word));
        known.set(word, found);
      }
      return found;
    },
  };
}

/** True for a piece of question filler: a filler word, or a filler character standing alone. */
export function isFiller(word: string): boolean {
  return FILLER.has(word) || ([...word].length === 1 && FILLER_CHARS.has(word));
}

/** The texts whose words a query may be split into: the given titles and headings, and the synonym table's words. */
export function segmentingTexts(texts: string[]): string[] {
  return [...texts.map((t) => t.toLowerCase()), ...synonyms.flatMap((e) => [...e.terms, ...e.readers])];
}

/**
 * Splits a run into the fewest known words (a single character costs a little more than a
 * word, so 需要页面 splits 需要 | 页面 rather than 需 | 要页面); runs of unknown characters
 * stay together as one word; filler pieces are dropped. Returns the run itself when nothing
 * but filler is left (a query of filler means it).
 */
export function segmentRun(run: string, dictionary: WordList): string[] {
  return segmentRunAt(run, dictionary).map((w) => w.word);
}

/** segmentRun with each word's start (in characters), to find words that stand side by side. */
export function segmentRunAt(run: string, dictionary: WordList): { word: string; start: number }[] {
  const chars = [...run];
  const n = chars.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let i = 0; i < n; i++) {
    if (cost[i] === Infinity) continue;
    if (cost[i] + 1.2 < cost[i + 1]) {
      cost[i + 1] = cost[i] + 1.2;
      from[i + 1] = i;
    }
    for (let len = 2; len <= MAX_WORD && i + len <= n; len++) {
      if (!dictionary.has(chars.slice(i, i + len).join(""))) continue;
      if (cost[i] + 1 < cost[i + len]) {
        cost[i + len] = cost[i] + 1;
        from[i + len] = i;
      }
    }
  }
  const pieces: { word: string; start: number }[] = [];
  for (let end = n; end > 0; end = from[end])
    pieces.unshift({ word: chars.slice(from[end], end).join(""), start: from[end] });
  // Unknown single characters next to each other form one word; filler is dropped.
  const words: { word: string; start: number }[] = [];
  let unknown = { word: "", start: 0 };
  const flush = () => {
    if (unknown.word && !([...unknown.word].length === 1 && FILLER_CHARS.has(unknown.word))) words.push(unknown);
    unknown = { word: "", start: 0 };
  };
  for (const piece of pieces) {
    if ([...piece.word].length === 1 && !FILLER_CHARS.has(piece.word)) {
      if (!unknown.word) unknown.start = piece.start;
      unknown.word += piece.word;
      continue;
    }
    flush();
    if ([...piece.word].length > 1 && !FILLER.has(piece.word)) words.push(piece);
  }
  flush();
  return words.length ? words : [{ word: run, start: 0 }];
}
