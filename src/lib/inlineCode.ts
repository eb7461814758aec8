/**
 * The one way a value enters code written inline into a page (a <script> or <style> element):
 * the build hashes every inline script into the Content-Security-Policy, so a value that closed
 * its string or its element would run as the site's own script. Each function returns text that
 * cannot end the element (no "<", ">" or "&"), cannot end its string, and holds no line
 * terminator a JavaScript string cannot carry. Pure.
 */

const SCRIPT_UNSAFE = /[<>&'\u2028\u2029]/g;
const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A JavaScript literal of `value` (JSON: a string, number, boolean, null, array or object). */
export function scriptLiteral(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError("scriptLiteral: the value has no JSON form.");
  return json.replace(SCRIPT_UNSAFE, unicodeEscape);
}

/**
 * The inside of a JavaScript string literal of `text`, safe between double or single quotes: for
 * code someone else writes the quotes of (gatsby-plugin-google-gtag's `gtag('config', '<id>')`).
 */
export function scriptStringContent(text: string): string {
  return scriptLiteral(String(text)).slice(1, -1);
}

/** A double-quoted CSS string of `text`: everything but letters, digits and "/:._-~" as a hex escape. */
export function cssStringLiteral(text: string): string {
  return `"${text.replace(/[^A-Za-z0-9/:._~-]/gu, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}"`;
}
