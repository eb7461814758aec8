/**
 * The one tokeniser of the search, shared by the index build and the browser, so both always
 * agree (no dependency on the browser's ICU, unlike Intl.Segmenter).
 * - CJK runs → overlapping character bigrams; a one-character run stays itself.
 * - Latin words and identifiers (arcadia, --fileName, /api/cron/page, config.sh) → kept whole,
 *   lower-cased, plus their alphanumeric parts, so `cron` also finds `/api/cron/page`.
 */
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const LATIN = /(?:--?|\/)?[a-z0-9][a-z0-9_.\-/]*/g;

export function cjkBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const tokens: string[] = [];
  for (const m of lower.matchAll(CJK_RUN)) tokens.push(...cjkBigrams(m[0]));
  const latinOnly = lower.replace(CJK_RUN, " ");
  for (const m of latinOnly.matchAll(LATIN)) {
    const word = m[0].replace(/[.\-/_]+$/, "");
    if (!word) continue;
    tokens.push(word);
    const parts = word.split(/[^a-z0-9]+/).filter((p) => p.length > 1);
    if (parts.length > 1 || (parts.length === 1 && parts[0] !== word)) tokens.push(...parts);
  }
  return tokens;
}

/**
 * Words a reader adds to a question that pages rarely contain (怎么安装 docker, 停止正在运行的任务).
 * Dropped from queries only, never from the index; where one stood, the query splits into
 * two words. Single characters here are particles that almost never start or end a term.
 */
const QUERY_STOP_WORDS =
  /怎么|怎样|如何|为什么|什么|哪里|哪些|哪个|是否|能否|能不能|可以|正在|一下|的|了|吗|呢|吧|和|与|及/g;

/** The characters of the stop words, for what pinyin may skip (pinyin.ts). */
export const QUERY_STOP_CHARS = QUERY_STOP_WORDS.source.replace(/\|/g, "");

/** One word of a query: its terms as the index holds them, and the text to mark. */
export interface QueryWord {
  text: string;
  /** CJK: the run's bigrams in order (one term for a single character). Latin: the whole token. */
  terms: string[];
  cjk: boolean;
  /** Latin only: the alphanumeric parts, required instead when the whole token is unknown. */
  parts: string[];
}

/** Splits a query on the tokeniser's own boundaries: spaces, punctuation, CJK/Latin changes. */
export function queryWords(query: string): QueryWord[] {
  const lower = query.toLowerCase();
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  const add = (w: QueryWord) => {
    if (!w.terms.length || seen.has(w.text)) return;
    seen.add(w.text);
    words.push(w);
  };
  for (const m of lower.matchAll(CJK_RUN)) {
    const pieces = m[0].split(QUERY_STOP_WORDS).filter(Boolean);
    // A query made only of stop words keeps them: the reader did mean them.
    for (const run of pieces.length ? pieces : [m[0]]) add({ text: run, terms: cjkBigrams(run), cjk: true, parts: [] });
  }
  const latinOnly = lower.replace(CJK_RUN, " ");
  for (const m of latinOnly.matchAll(LATIN)) {
    const word = m[0].replace(/[.\-/_]+$/, "");
    if (!word) continue;
    const parts = word.split(/[^a-z0-9]+/).filter((p) => p.length > 1 && p !== word);
    add({ text: word, terms: [word], cjk: false, parts });
  }
  return words;
}

/**
 * Words of a route's last segment, as a reader would type them: `TelegramBot` → telegram bot,
 * `install-container-service` → install container service.
 */
export function routeNameWords(route: string): string {
  const last = decodeURIComponent(route.split("/").filter(Boolean).pop() ?? "");
  return last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_.]+/g, " ")
    .toLowerCase();
}
