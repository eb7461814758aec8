/** Collects search records from every indexable page of the built site. Node only. */
import { readFileSync } from "node:fs";
import { htmlPages } from "../../node/postBuild/publicHtml";
import { extractPage, type SearchPageInfo, type SearchRecord } from "./records";

export interface CollectedSite {
  records: SearchRecord[];
  pages: SearchPageInfo[];
}

/** A built page's route and HTML. */
export interface BuiltPage {
  urlPath: string;
  html: string;
}

/** Every page of the built site, read once. */
export const readPages = (publicDir: string): BuiltPage[] =>
  htmlPages(publicDir).map((p) => ({ urlPath: p.urlPath, html: readFileSync(p.file, "utf8") }));

export function collectSite(publicDir: string, built: BuiltPage[] = readPages(publicDir)): CollectedSite {
  const site: CollectedSite = { records: [], pages: [] };
  for (const p of built) {
    const found = extractPage(p.html, p.urlPath);
    if (!found) continue;
    site.records.push(...found.records);
    site.pages.push(found.page);
  }
  return site;
}

export function collectRecords(publicDir: string): SearchRecord[] {
  return collectSite(publicDir).records;
}
