/**
 * What the modal lists for a query: pages in the engine's order, one group per page, a few
 * sections each, every row ready to render (its marked title and its path).
 */
import type { SearchHit } from "../shared/query";
import type { VersionedResults } from "../shared/scope";
import { markText, snippet } from "../shared/highlight";
import { hitText, type LoadedTexts } from "./sectionTexts";

/**
 * Sections per page: the best page shows up to 3, the others 1 while 5 pages fill the first
 * screen, which holds about 8 rows.
 */
export const MODAL_SECTIONS = { first: 3, others: 1, pagesOnFirstScreen: 5, rowsOnFirstScreen: 8 };
/** Characters of a section's text around the first match (one line of the modal). */
const SNIPPET_CHARS = 40;

export interface ModalRow {
  url: string;
  /** "page": the page itself; "heading": a section found by its heading; "content": by its text. */
  kind: "page" | "heading" | "content";
  /** Escaped HTML with the query's words in <mark>. */
  titleHtml: string;
  /** Plain text: where the row lies (page › heading). */
  path: string;
  /** The label of the version the row belongs to, when several versions were searched. */
  version?: string;
  /** Found in the section's text, which is not loaded yet: its page's text file (the row shows its heading meanwhile). */
  textUrl?: string;
}

export interface ModalGroup {
  /** The page's area and title, e.g. 命令（CLI） › run. */
  label: string;
  rows: ModalRow[];
}

function modalSections(found: VersionedResults): SearchHit[][] {
  const many = found.pages.length >= MODAL_SECTIONS.pagesOnFirstScreen;
  return found.pages.map((p, i) =>
    p.sections.slice(0, i === 0 || !many ? MODAL_SECTIONS.first : MODAL_SECTIONS.others),
  );
}

/** The hits of the rows on the modal's first screen whose row shows the section's text. */
export function modalFirstScreen(found: VersionedResults): SearchHit[] {
  return modalSections(found)
    .flat()
    .slice(0, MODAL_SECTIONS.rowsOnFirstScreen)
    .filter((h) => h.inContent);
}

function row(hit: SearchHit, terms: string[], texts: LoadedTexts): ModalRow {
  const heading = hit.lvl3 ?? hit.lvl2;
  const trail = [hit.title, hit.lvl2, hit.lvl3].filter((x): x is string => Boolean(x));
  const content = hit.inContent ? hitText(hit, texts) : undefined;
  if (content)
    return {
      url: hit.url,
      kind: "content",
      titleHtml: snippet(content, terms, SNIPPET_CHARS).value,
      path: trail.join(" › "),
    };
  const textUrl = hit.inContent && content === undefined ? hit.texts?.url : undefined;
  const waiting = textUrl ? { textUrl } : {};
  if (heading)
    return {
      url: hit.url,
      kind: "heading",
      titleHtml: markText(heading, terms).value,
      path: trail.slice(0, -1).join(" › "),
      ...waiting,
    };
  return { url: hit.url, kind: "page", titleHtml: markText(hit.title, terms).value, path: hit.area, ...waiting };
}

/** `texts`: the pages' texts loaded so far (sectionTexts.ts); a row found in a text not loaded shows its heading. */
export function modalGroups(found: VersionedResults, texts: LoadedTexts = new Map()): ModalGroup[] {
  return modalSections(found).map((sections, i) => {
    const page = found.pages[i];
    const version = page.version?.label;
    return {
      label: `${page.area} › ${page.title}`,
      rows: sections.map((h) => (version ? { ...row(h, found.terms, texts), version } : row(h, found.terms, texts))),
    };
  });
}

/**
 * The groups holding the rows of the first screen: what a new answer shows first, the rows
 * below following in a render of their own.
 */
export function firstScreenGroups(groups: ModalGroup[]): ModalGroup[] {
  const out: ModalGroup[] = [];
  let rows = 0;
  for (const g of groups) {
    if (rows >= MODAL_SECTIONS.rowsOnFirstScreen) break;
    out.push(g);
    rows += g.rows.length;
  }
  return out;
}
