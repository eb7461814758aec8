/**
 * What the modal lists for a query: pages in the engine's order, one group per page, a few
 * sections each, every row ready to render (its marked title and its path).
 */
import type { SearchHit } from "../shared/query";
import type { VersionedResults } from "../shared/scope";
import { markText, snippet } from "../shared/highlight";

/** Sections per page: the best page shows up to 3, the others 1 while 5 pages fill the first screen. */
export const MODAL_SECTIONS = { first: 3, others: 1, pagesOnFirstScreen: 5 };
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

function row(hit: SearchHit, terms: string[]): ModalRow {
  const heading = hit.lvl3 ?? hit.lvl2;
  const trail = [hit.title, hit.lvl2, hit.lvl3].filter((x): x is string => Boolean(x));
  if (hit.inContent && hit.content)
    return {
      url: hit.url,
      kind: "content",
      titleHtml: snippet(hit.content, terms, SNIPPET_CHARS).value,
      path: trail.join(" › "),
    };
  if (heading)
    return {
      url: hit.url,
      kind: "heading",
      titleHtml: markText(heading, terms).value,
      path: trail.slice(0, -1).join(" › "),
    };
  return { url: hit.url, kind: "page", titleHtml: markText(hit.title, terms).value, path: hit.area };
}

export function modalGroups(found: VersionedResults): ModalGroup[] {
  return modalSections(found).map((sections, i) => {
    const page = found.pages[i];
    const version = page.version?.label;
    return {
      label: `${page.area} › ${page.title}`,
      rows: sections.map((h) => (version ? { ...row(h, found.terms), version } : row(h, found.terms))),
    };
  });
}
