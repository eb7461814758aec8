/**
 * CommonMark's flanking rule decides whether `**` opens or closes emphasis from the characters
 * around it, and it treats punctuation as a word boundary only when the other side is a space or
 * punctuation. Chinese has no spaces, so `这是**“配置文件”**的路径` and `选择**重启（Restart）**后生效`
 * keep their asterisks. This is the attention (emphasis/strong) tokenizer of micromark 3 (the
 * one MDX 2 runs) with the change of the CJK-friendly amendment (markdown-cjk-friendly,
 * remark-cjk-friendly): a CJK character counts like a space or punctuation next to a
 * punctuation mark, so `是**“` may open and `”**的` may close. remark-cjk-friendly and its
 * micromark extension exist only for micromark 4 / unified 11.
 *
 * Pairing openers with closers is unchanged: the construct reuses micromark's own resolver,
 * which micromark runs once per resolver function, so the two tokenizers never both resolve.
 */
import { attention } from "micromark-core-commonmark";
import { classifyCharacter } from "micromark-util-classify-character";
import type { Code, Construct, Extension, State, Token, TokenizeContext, Effects } from "micromark-util-types";

const ASTERISK = 42;
const UNDERSCORE = 95;
const PUNCTUATION = 2;

/**
 * Ideographs, kana, hangul, CJK symbols and punctuation, fullwidth forms (BMP only: micromark 3
 * hands the tokenizer UTF-16 units, so a character outside the BMP is two surrogates here).
 */
const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x11ff], // Hangul Jamo
  [0x2e80, 0x2fdf], // CJK radicals, Kangxi radicals
  [0x2ff0, 0x303f], // ideographic description, CJK symbols and punctuation (、。「」《》)
  [0x3040, 0x33ff], // kana, bopomofo, hangul compatibility jamo, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7ff], // Hangul syllables and Jamo extended B
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xffef], // halfwidth and fullwidth forms (（）：，！)
];

export function isCjk(code: Code): boolean {
  if (code === null || code < 0x1100) return false;
  return CJK_RANGES.some(([from, to]) => code >= from && code <= to);
}

function tokenizeCjkAttention(this: TokenizeContext, effects: Effects, ok: State): State {
  const attentionMarkers = this.parser.constructs.attentionMarkers?.null ?? [];
  const previous = this.previous;
  const before = classifyCharacter(previous);
  let marker: Code = null;
  return start;

  function start(code: Code): State | void {
    marker = code;
    effects.enter("attentionSequence");
    return inside(code);
  }

  function inside(code: Code): State | void {
    if (code === marker) {
      effects.consume(code);
      return inside;
    }
    const token: Token = effects.exit("attentionSequence");
    const after = classifyCharacter(code);
    // micromark's rule, plus: punctuation after the run with a CJK character before it (and the
    // mirror for closing) is a boundary, as punctuation after a space is.
    const open =
      !after || (after === PUNCTUATION && (Boolean(before) || isCjk(previous))) || attentionMarkers.includes(code);
    const close =
      !before || (before === PUNCTUATION && (Boolean(after) || isCjk(code))) || attentionMarkers.includes(previous);
    // Underscores keep CommonMark's stricter intraword rule (snake_case stays literal).
    token._open = Boolean(marker === ASTERISK ? open : open && (before || !close));
    token._close = Boolean(marker === ASTERISK ? close : close && (after || !open));
    return ok(code);
  }
}

const cjkAttention: Construct = { name: "attention", tokenize: tokenizeCjkAttention, resolveAll: attention.resolveAll };

/** A micromark extension: tried before the default attention construct, which it then replaces. */
export const cjkAttentionExtension: Extension = { text: { [ASTERISK]: cjkAttention, [UNDERSCORE]: cjkAttention } };
