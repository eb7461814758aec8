/** <mark> highlighting of search results: text is always escaped first. */
import { escapeHtml } from "../../lib/escapeHtml";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Escapes `text` and wraps every occurrence of the terms in <mark>. */
export function markText(text: string, terms: string[]): { value: string; matched: string[] } {
  if (!terms.length) return { value: escapeHtml(text), matched: [] };
  const re = new RegExp(terms.map(escapeRegExp).join("|"), "gi");
  let out = "";
  let last = 0;
  const matched = new Set<string>();
  for (const m of text.matchAll(re)) {
    out += escapeHtml(text.slice(last, m.index)) + `<mark>${escapeHtml(m[0])}</mark>`;
    matched.add(m[0].toLowerCase());
    last = (m.index ?? 0) + m[0].length;
  }
  out += escapeHtml(text.slice(last));
  return { value: out, matched: [...matched] };
}

/** A window of about `size` characters around the first match, marked, with ellipses. */
export function snippet(text: string, terms: string[], size = 80): { value: string; matched: string[] } {
  const lower = text.toLowerCase();
  const first =
    terms
      .map((t) => lower.indexOf(t))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, first - Math.floor(size / 3));
  const end = Math.min(text.length, start + size);
  const piece = text.slice(start, end);
  const marked = markText(piece, terms);
  return { value: `${start > 0 ? "…" : ""}${marked.value}${end < text.length ? "…" : ""}`, matched: marked.matched };
}
