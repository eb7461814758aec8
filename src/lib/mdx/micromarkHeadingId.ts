/**
 * The `{#id}` that ends a heading line (`## 权限 {#permissions}`), the syntax Docusaurus uses.
 * In MDX 2 braces start a JavaScript expression and `#permissions` is not one, so the page would
 * not compile; this text construct is tried before MDX's expression construct and claims `{#…}`
 * only when the line ends right after it. Anything else in braces stays an expression.
 * The mdast node is `headingId` with the id as its value; remarkHeadingIds.ts moves it onto the
 * heading (and refuses it outside a heading).
 */
import { markdownLineEnding, markdownLineEndingOrSpace } from "micromark-util-character";
import type { Code, Construct, Effects, Extension, State, Token } from "micromark-util-types";

declare module "micromark-util-types" {
  interface TokenTypeMap {
    headingId: "headingId";
  }
}

const LEFT_BRACE = 123;
const RIGHT_BRACE = 125;
const NUMBER_SIGN = 35;

const isIdCode = (code: Code): boolean =>
  code !== null && code !== LEFT_BRACE && code !== RIGHT_BRACE && !markdownLineEndingOrSpace(code);

function tokenizeHeadingId(effects: Effects, ok: State, nok: State): State {
  return start;

  function start(code: Code): State | void {
    effects.enter("headingId");
    effects.consume(code);
    return numberSign;
  }
  function numberSign(code: Code): State | void {
    if (code !== NUMBER_SIGN) return nok(code);
    effects.consume(code);
    return first;
  }
  function first(code: Code): State | void {
    if (!isIdCode(code)) return nok(code);
    effects.consume(code);
    return rest;
  }
  function rest(code: Code): State | void {
    if (code === RIGHT_BRACE) {
      effects.consume(code);
      return end;
    }
    return first(code);
  }
  function end(code: Code): State | void {
    if (code !== null && !markdownLineEnding(code)) return nok(code);
    effects.exit("headingId");
    return ok(code);
  }
}

const headingIdConstruct: Construct = { name: "headingId", tokenize: tokenizeHeadingId };

export const headingIdSyntax: Extension = { text: { [LEFT_BRACE]: headingIdConstruct } };

interface FromMarkdownContext {
  enter(node: { type: string; value: string }, token: Token): void;
  exit(token: Token): void;
  sliceSerialize(token: Token): string;
  stack: { value?: string }[];
}

/** mdast-util-from-markdown extension: a `headingId` node whose value is the id without `{#` `}`. */
export const headingIdFromMarkdown = {
  enter: {
    headingId(this: FromMarkdownContext, token: Token) {
      this.enter({ type: "headingId", value: "" }, token);
    },
  },
  exit: {
    headingId(this: FromMarkdownContext, token: Token) {
      this.stack[this.stack.length - 1].value = this.sliceSerialize(token).slice(2, -1);
      this.exit(token);
    },
  },
};
