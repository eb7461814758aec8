/**
 * gatsby-plugin-mdx compiles a page's body without its front matter, so every position in an
 * MDX error (an unclosed tag, a missing image) would be short by the front matter's lines. This
 * plugin pads the body with that many empty lines before parsing, so positions count from the
 * top of the file in the build and in `npm run check:mdx` alike. Empty lines before Markdown
 * change nothing in the output. A syntax error's message also starts with `<file>:<line>:<column>`,
 * because gatsby-plugin-mdx prints only the message, not the position the error carries.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Processor } from "unified";
import { lineOfBody } from "../contentSource";

type ParserFn = (doc: string, file: { path?: string }) => unknown;

/** The number of lines before `body` in the file at `filePath` (0 when the file is not its source). */
export function linesBeforeBody(
  filePath: string | undefined,
  body: string,
  read: (p: string) => string = (p) => readFileSync(p, "utf8"),
): number {
  if (!filePath) return 0;
  let source: string;
  try {
    source = read(filePath);
  } catch {
    return 0;
  }
  return source.endsWith(body) ? lineOfBody(source, body) - 1 : 0;
}

export default function remarkFilePositions(this: Processor) {
  // remark-parse sets Parser as a plain function (unified 10); wrap it.
  const self = this as unknown as { Parser: ParserFn };
  const parse = self.Parser;
  self.Parser = (doc, file) => {
    try {
      return parse("\n".repeat(linesBeforeBody(file.path, doc)) + doc, file);
    } catch (e) {
      throw withPlace(e, file.path);
    }
  };
}

interface PositionedError {
  message: string;
  reason?: string;
  line?: number | null;
  column?: number | null;
}

/** Puts `<file>:<line>:<column>: ` in front of a parse error's message (once). */
export function withPlace(e: unknown, filePath: string | undefined, root = process.cwd()): unknown {
  const err = e as PositionedError;
  if (!err || typeof err !== "object" || typeof err.message !== "string") return e;
  // Some errors (an unclosed tag) carry no position, only one in the text: "(62:1-62:6)".
  const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(err.message);
  const line = typeof err.line === "number" ? err.line : inText ? Number(inText[1]) : null;
  if (line === null) return e;
  const column = typeof err.line === "number" ? (err.column ?? 1) : Number(inText?.[2] ?? 1);
  const file = filePath ? path.relative(root, filePath).split(path.sep).join("/") : "(mdx)";
  const place = `${file}:${line}:${column}`;
  if (!err.message.startsWith(place)) err.message = `${place}: ${err.reason ?? err.message}`;
  return e;
}
