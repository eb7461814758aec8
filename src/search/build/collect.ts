/** Collects search records from every indexable page of the built site. Node only. */
import { readFileSync } from "node:fs";
import { htmlPages } from "../../node/publicHtml";
import { extractPage, type SearchPageInfo, type SearchRecord } from "./records";

export interface CollectedSite {
  records: SearchRecord[];
  pages: SearchPageInfo[];
}

export function collectSite(publicDir: string): CollectedSite {
  const site: CollectedSite = { records: [], pages: [] };
  for (const p of htmlPages(publicDir)) {
    const found = extractPage(readFileSync(p.file, "utf8"), p.urlPath);
    if (!found) continue;
    site.records.push(...found.records);
    site.pages.push(found.page);
  }
  return site;
}

export function collectRecords(publicDir: string): SearchRecord[] {
  return collectSite(publicDir).records;
}
