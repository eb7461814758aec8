/**
 * The pinyin table of an index (docs/SEARCH.md, "Pinyin"): the toneless readings of the
 * characters a reader may type, written at build time with pinyin-pro so that no dictionary
 * ships to the browser. Node only.
 *
 * - The characters of the index's terms, read as the index's words read them: the CJK runs of
 *   titles and headings and the synonym table's words are read in context (重启 is chong, 重要
 *   zhong), and every character also gets its usual reading.
 * - The 3,755 common characters of GB 2312 (level 1), each with its usual reading: a same-sound
 *   slip types a character the site may never write (环竟 for 环境). They are written as runs
 *   of one syllable in the standard's order (see PinyinTable), not character by character.
 */
import { pinyin } from "pinyin-pro";
import type { PinyinTable } from "../shared/indexFormat";
import { commonCharacters } from "../shared/pinyin";

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const CJK_CHAR = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]$/;

/** Toneless, ü written v as readers type it (lv, nv). */
const clean = (s: string) => s.toLowerCase().replace(/ü/g, "v");
const isSyllable = (s: string) => /^[a-z]+$/.test(s);

/**
 * `words`: the texts read in context (titles, headings, synonyms); `chars`: every character of
 * the index's terms.
 */
export function pinyinTableOf(words: string[], chars: Iterable<string>): PinyinTable {
  const readings = new Map<string, Set<string>>();
  const add = (c: string, s: string) => {
    const r = clean(s);
    if (!isSyllable(r)) return;
    const set = readings.get(c);
    if (set) set.add(r);
    else readings.set(c, new Set([r]));
  };
  for (const text of words)
    for (const m of text.matchAll(CJK_RUN)) {
      const run = [...m[0]];
      const read = pinyin(m[0], { toneType: "none", type: "array", v: true });
      if (read.length === run.length) run.forEach((c, i) => add(c, read[i]));
    }
  for (const c of chars) if (CJK_CHAR.test(c)) add(c, pinyin(c, { toneType: "none", v: true }));
  const common: [string, number][] = [];
  const commonReading = new Map<string, string>();
  for (const c of commonCharacters()) {
    const s = clean(pinyin(c, { toneType: "none", v: true }));
    commonReading.set(c, s);
    const last = common[common.length - 1];
    if (last && last[0] === s) last[1]++;
    else common.push([s, 1]);
  }
  // A character the common runs already read as the index does needs no entry of its own:
  // most of them, which halves the file.
  const bySyllable = new Map<string, string>();
  for (const [c, set] of [...readings.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (set.size === 1 && commonReading.get(c) === [...set][0]) continue;
    for (const s of set) bySyllable.set(s, (bySyllable.get(s) ?? "") + c);
  }
  return { chars: [...bySyllable.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)), common };
}
