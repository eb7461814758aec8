/** The edit behind `npm run write-heading-ids` (scripts/write-heading-ids.ts), on one page's text. */
import { headingIdFromText } from "../../src/lib/headingIdWords";

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^( {0,3}(#{2,3})[ \t]+)(.*?)[ \t]*$/;
const HAS_ID = /\{#([^{}\s]+)\}$/;

export interface HeadingEdit {
  line: number;
  text: string;
  id: string;
}

export function writeHeadingIds(source: string): {
  source: string;
  added: HeadingEdit[];
  unnamed: Omit<HeadingEdit, "id">[];
} {
  const lines = source.split("\n");
  const headings: { index: number; prefix: string; text: string }[] = [];
  const taken = new Set<string>();
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const opener = FENCE_LINE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = null;
      return;
    }
    if (opener) {
      fence = opener;
      return;
    }
    const m = HEADING.exec(line);
    if (!m) return;
    const existing = HAS_ID.exec(m[3]);
    if (existing) taken.add(existing[1]);
    else headings.push({ index, prefix: m[1], text: m[3] });
  });
  const added: HeadingEdit[] = [];
  const unnamed: Omit<HeadingEdit, "id">[] = [];
  for (const h of headings) {
    const base = headingIdFromText(h.text);
    if (!base) {
      unnamed.push({ line: h.index + 1, text: h.text });
      continue;
    }
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    lines[h.index] = `${h.prefix}${h.text} {#${id}}`;
    added.push({ line: h.index + 1, text: h.text, id });
  }
  return { source: lines.join("\n"), added, unnamed };
}
