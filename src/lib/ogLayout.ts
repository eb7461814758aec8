/** The picture's design: section names and colours, and how a title is broken into lines. Build only. */
import { labels } from "../config/labels";
import { site } from "../config/site";
import type { OgSection } from "./ogImage";

/** The section's name and colours on the picture. */
export const OG_THEMES: Record<OgSection, { label: string; background: string; accent: string }> = {
  home: { label: site.tagline, background: "#1a5fb4", accent: "#99c1f1" },
  docs: { label: labels["navbar.docs"], background: "#16325c", accent: "#62a0ea" },
  dev: { label: labels["navbar.devDocs"], background: "#1e3a2f", accent: "#57e389" },
  blog: { label: labels["navbar.blog"], background: "#3d2a5c", accent: "#c061cb" },
};

/**
 * Splits a title into lines that fit `maxWidth`: breaks between CJK characters and at spaces,
 * never inside a Latin word; the last line ends with "…" when the title does not fit.
 */
export function wrapTitle(title: string, width: (s: string) => number, maxWidth: number, maxLines: number): string[] {
  const tokens =
    title.match(
      /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+|\s+/g,
    ) ?? [];
  const lines: string[] = [];
  let current = "";
  for (const token of tokens) {
    const next = current + token;
    if (current && width(next.trimEnd()) > maxWidth) {
      lines.push(current.trimEnd());
      current = /^\s+$/.test(token) ? "" : token;
    } else current = next;
  }
  if (current.trim()) lines.push(current.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && width(`${last}…`) > maxWidth) last = [...last].slice(0, -1).join("");
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}
