/**
 * An SVG is a document that can run script when opened at its own address: a <script> element,
 * an on* event handler, a javascript: link, or HTML inside <foreignObject>. The site publishes
 * every SVG under static/ and content/ as it is, so such a file is refused. Pure: text in,
 * the first problem out.
 */
import { scriptUrlScheme } from "./scriptUrls";

/** Start tags with their attributes; a quoted value may hold ">" . */
const START_TAG = /<([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** Attributes that hold a link, or set one: <set attributeName="href" to="javascript:…"> animates it. */
const URL_ATTRIBUTE = /^(?:(?:[\w.-]+:)?href|to|from|by|values)$/;

const unquote = (v: string) => (/^["']/.test(v) ? v.slice(1, -1) : v);
/** The attribute's value as a browser reads it: the few character references a scheme could hide behind. */
const decodeEntities = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n");

/** What in `svg` could run script, as a phrase ("a <script> element"), or null. */
export function svgScriptProblem(svg: string): string | null {
  // An internal entity can hold markup (<!ENTITY x "<script>…">) that appears only when parsed.
  if (/<!ENTITY/i.test(svg)) return "an <!ENTITY> declaration (it can hide markup)";
  for (const tag of svg.matchAll(START_TAG)) {
    const name = tag[1].toLowerCase().replace(/^.*:/, "");
    if (name === "script") return "a <script> element";
    if (name === "foreignobject") return "a <foreignObject> element (it holds HTML)";
    for (const attr of tag[2].matchAll(ATTRIBUTE)) {
      const attrName = attr[1].toLowerCase();
      if (/^on/.test(attrName)) return `an event handler attribute ${attrName}= on <${tag[1]}>`;
      if (!URL_ATTRIBUTE.test(attrName) || attr[2] === undefined) continue;
      // An animation's values are a ";"-separated list; any of them may become the link.
      for (const value of decodeEntities(unquote(attr[2])).split(";")) {
        const scheme = scriptUrlScheme(value);
        // data: is how drawings embed their pictures (<image href="data:image/png;…">); it runs nothing there.
        if (scheme && scheme !== "data") return `a ${scheme}: link (${attrName}= on <${tag[1]}>)`;
      }
    }
  }
  return null;
}
