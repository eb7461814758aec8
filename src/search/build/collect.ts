/** Collects search records from every indexable page of the built site. Node only. */
import { readFileSync } from "node:fs";
import { htmlPages } from "../../node/publicHtml";
import { extractRecords, type SearchRecord } from "./records";

export function collectRecords(publicDir: string): SearchRecord[] {
  return htmlPages(publicDir).flatMap((p) => extractRecords(readFileSync(p.file, "utf8"), p.urlPath) ?? []);
}
