/** Builds the embedded index file from the site's section records. Node only. */
import MiniSearch from "minisearch";
import { miniSearchOptions, type IndexedDoc } from "../shared/query";
import { compactIndex, headingSlug, STORED_CONTENT_CHARS, type IndexFile, type MiniSearchJson, type StoredPage, type StoredSection } from "../shared/indexFormat";
import type { SearchRecord } from "./records";

export function buildIndexFile(records: SearchRecord[]): IndexFile {
  const ms = new MiniSearch<IndexedDoc>(miniSearchOptions);
  ms.addAll(records.map((r, id) => ({ id, title: r.lvl1, headings: [r.lvl2, r.lvl3].filter(Boolean).join(" "), content: r.content })));
  const json = JSON.parse(JSON.stringify(ms)) as MiniSearchJson;
  const pages: StoredPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: StoredSection[] = records.map((r) => {
    const [path, anchor] = r.url.split("#");
    if (!pageIndex.has(path)) {
      pageIndex.set(path, pages.length);
      pages.push([path, r.lvl0, r.lvl1]);
    }
    const heading = r.lvl3 ?? r.lvl2;
    const storedAnchor = anchor !== undefined && heading && anchor === headingSlug(heading) ? "" : (anchor ?? null);
    return [pageIndex.get(path)!, storedAnchor, r.lvl2, r.lvl3, r.content.slice(0, STORED_CONTENT_CHARS)];
  });
  return { version: 4, pages, sections, index: compactIndex(json) };
}
