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

/** True for a single CJK character: such a query term is matched as a prefix of bigrams. */
export const isSingleCjk = (term: string): boolean => [...term].length === 1 && /[\u3400-\u9fff\uf900-\ufaff]/.test(term);
