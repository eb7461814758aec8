/** Builds the embedded index file from the site's section records and page facts. Node only. */
import { tokenize, routeNameWords } from "../shared/tokenize";
import {
  encodePostings,
  headingSlug,
  isCjkBigram,
  INDEX_VERSION,
  PAGE_CATEGORY,
  PAGE_CONTEXT,
  PAGE_NAME,
  PAGE_TITLE,
  SECTION_CONTENT,
  SECTION_HEADING,
  STORED_CONTENT_CHARS,
  type IndexFile,
  type StoredPage,
  type StoredSection,
} from "../shared/indexFormat";
import type { SearchPageInfo, SearchRecord } from "./records";
import { pinyinTableOf } from "./pinyinTable";
import { synonyms } from "../synonyms";

/** What the build knows about a page besides its HTML: front-matter keywords. */
export interface PageExtras {
  keywords?: readonly string[];
}

type FieldMap = Map<string, Map<number, number>>;

function addTokens(map: FieldMap, text: string, id: number, bit: number) {
  for (const term of tokenize(text)) {
    let byId = map.get(term);
    if (!byId) map.set(term, (byId = new Map()));
    byId.set(id, (byId.get(id) ?? 0) | bit);
  }
}

export function buildIndexFile(
  records: SearchRecord[],
  pageInfo: SearchPageInfo[] = [],
  extras: Record<string, PageExtras> = {},
): IndexFile {
  const pages: StoredPage[] = [];
  const pageIndex = new Map<string, number>();
  const info = new Map(pageInfo.map((p) => [p.path, p]));
  const sectionTerms: FieldMap = new Map();
  const pageTerms: FieldMap = new Map();
  const texts: string[][] = [];

  const sections: StoredSection[] = records.map((r, id) => {
    const [path, anchor] = r.url.split("#");
    if (!pageIndex.has(path)) {
      pageIndex.set(path, pages.length);
      pages.push([path, r.lvl0, r.lvl1, info.get(path)?.category ? PAGE_CATEGORY : 0]);
    }
    addTokens(sectionTerms, [r.lvl2, r.lvl3].filter(Boolean).join(" "), id, SECTION_HEADING);
    addTokens(sectionTerms, r.content, id, SECTION_CONTENT);
    const heading = r.lvl3 ?? r.lvl2;
    const storedAnchor = anchor !== undefined && heading && anchor === headingSlug(heading) ? "" : (anchor ?? null);
    const page = pageIndex.get(path)!;
    (texts[page] ??= []).push(r.content.slice(0, STORED_CONTENT_CHARS));
    return [page, storedAnchor, r.lvl2, r.lvl3];
  });

  // A page outside every sidebar gets the docs set's generic area; its parent route knows better
  // (/docs/start/install-container-service belongs to 开始使用, like /docs/start).
  const rootArea = new Map(pages.map(([path, area]) => [path, area]));
  for (const page of pages) {
    const parts = page[0].split("/");
    if (parts.length < 4 || page[1] !== rootArea.get(parts.slice(0, 2).join("/"))) continue;
    for (let n = parts.length - 1; n > 2; n--) {
      const parent = rootArea.get(parts.slice(0, n).join("/"));
      if (parent) {
        page[1] = parent;
        break;
      }
    }
  }

  // Links are collected on the pages they sit on; their text describes the page they point at.
  const linkText = new Map<string, string[]>();
  for (const p of pageInfo)
    for (const l of p.links) linkText.set(l.target, [...(linkText.get(l.target) ?? []), l.text]);

  pages.forEach(([path, , title], id) => {
    addTokens(pageTerms, title, id, PAGE_TITLE);
    addTokens(pageTerms, [routeNameWords(path), ...(extras[path]?.keywords ?? [])].join(" "), id, PAGE_NAME);
    addTokens(
      pageTerms,
      [info.get(path)?.description ?? "", ...(linkText.get(path) ?? [])].join(" "),
      id,
      PAGE_CONTEXT,
    );
  });

  const all = [...new Set([...sectionTerms.keys(), ...pageTerms.keys()])].sort();
  const groups = new Map<string, string>();
  const bigramTerms: string[] = [];
  const others: string[] = [];
  for (const term of all) {
    if (isCjkBigram(term)) {
      groups.set(term[0], (groups.get(term[0]) ?? "") + term[1]);
      bigramTerms.push(term);
    } else others.push(term);
  }
  // Read in context: the words a query is split into (segment.ts), which pinyin is matched to.
  const pinyin = pinyinTableOf(
    [
      ...pages.map(([, , title]) => title),
      ...sections.flatMap(([, , lvl2, lvl3]) => [lvl2 ?? "", lvl3 ?? ""]),
      ...synonyms.flatMap((e) => [...e.terms, ...e.readers]),
    ],
    new Set(all.flatMap((t) => [...t])),
  );
  const sorted = (m: Map<number, number> | undefined): [number, number][] =>
    [...(m ?? new Map<number, number>()).entries()].sort((a, b) => a[0] - b[0]);
  return {
    version: INDEX_VERSION,
    pages,
    sections,
    bigrams: [...groups.entries()],
    terms: others,
    postings: [...bigramTerms, ...others].map((t) =>
      encodePostings(sorted(sectionTerms.get(t)), sorted(pageTerms.get(t))),
    ),
    texts,
    pinyin,
  };
}
