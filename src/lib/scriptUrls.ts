/**
 * URLs that run script or smuggle a document when a reader follows them: `javascript:`,
 * `vbscript:` and `data:`. The build refuses them anywhere in content (MDX links, images, JSX
 * attributes: src/lib/mdx/remarkScriptContent.ts) and in data files (front matter, authors.yaml,
 * API descriptions: here), naming the file and the line.
 */
import { ContentError } from "./contentError";

export class ScriptUrlError extends ContentError {}

const SCHEME = /^(javascript|vbscript|data):/i;

/** The scheme ("javascript", "vbscript", "data") when `value` is such a URL, else null. */
export function scriptUrlScheme(value: string): string | null {
  // Browsers drop leading controls and spaces, and tabs and line breaks anywhere, before they
  // read the scheme: " java\tscript:" is still javascript:.
  const cleaned = value.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  const m = SCHEME.exec(cleaned);
  return m ? m[1].toLowerCase() : null;
}

/**
 * The message for such a URL at `place` (`<file>:<line>:<column>` or `<file>:<line>`);
 * `subject` says where it is written (`link`, `attribute "href"`, `field "0.url"`).
 */
export function scriptUrlMessage(place: string, subject: string, value: string, scheme: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return `${place}: ${subject} is ${JSON.stringify(shown)}, a ${scheme}: URL, which could run script in a reader's browser. Link to a page or a file instead.`;
}

/** Every string value in parsed YAML, with its path of keys ("0.url"). */
function* strings(value: unknown, at: string[] = []): Generator<{ value: string; at: string }> {
  if (typeof value === "string") yield { value, at: at.join(".") };
  else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) yield* strings(v, [...at, k]);
  }
}

/** 1-based line in `text` where `value` is written (as it is, or its scheme), or null. */
function lineOf(text: string, value: string, scheme: string): number | null {
  let at = text.indexOf(value.trim().slice(0, 40));
  if (at < 0) at = text.search(new RegExp(`${scheme}\\s*:(?!\\s)`, "i"));
  return at < 0 ? null : text.slice(0, at).split("\n").length;
}

/**
 * Refuses parsed YAML (front matter or a data file) holding such a URL in any value. `text` is
 * the YAML as written; `lineOffset` the number of lines in the file before it.
 */
export function assertNoScriptUrls(data: unknown, text: string, file: string, lineOffset = 0): void {
  for (const s of strings(data)) {
    const scheme = scriptUrlScheme(s.value);
    if (!scheme) continue;
    const line = lineOf(text, s.value, scheme);
    const place = `${file}${line === null ? "" : `:${line + lineOffset}`}`;
    throw new ScriptUrlError(scriptUrlMessage(place, s.at ? `field "${s.at}"` : "the value", s.value, scheme));
  }
}
