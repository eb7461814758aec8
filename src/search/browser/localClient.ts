/**
 * A search client with DocSearch's `search` interface, answered from the embedded index.
 * DocSearch's modal cannot tell it from the hosted service.
 */
import type { DocSearchTransformClient } from "@docsearch/react";
import { searchIndex, type LoadedIndex, type SearchResults, type SearchHit } from "../shared/query";
import { pageGroups, toDocSearchHit } from "./docsearchHits";

type SearchFn = DocSearchTransformClient["search"];

export interface SearchStatus {
  onFailure: (error: unknown) => void;
  onSuccess: () => void;
}

/** What the modal learns from each query the local client answers. */
export interface LocalSearchEvents extends SearchStatus {
  /** A query arrived (before the index may have loaded). */
  onQuery?: (query: string) => void;
  /** The number of pages the query matches: what /search lists. */
  onResults?: (query: string, pages: number) => void;
}

/** Sections per page in the modal: the best page shows up to 3, the others 1 while 5 pages fill the first screen. */
export const MODAL_SECTIONS = { first: 3, others: 1, pagesOnFirstScreen: 5 };

/** The modal's rows: pages in the engine's order, a few sections each. */
export function modalHits(found: SearchResults): SearchHit[] {
  const many = found.pages.length >= MODAL_SECTIONS.pagesOnFirstScreen;
  return found.pages.flatMap((p, i) => p.sections.slice(0, i === 0 || !many ? MODAL_SECTIONS.first : MODAL_SECTIONS.others));
}

/**
 * When the index cannot be loaded the client reports the failure and answers with no hits
 * rather than throwing: DocSearch then keeps the current query (after a throw it shows the
 * previous one), and the modal covers its screen with the failure text.
 */
export function createLocalClient(load: () => Promise<LoadedIndex>, events: LocalSearchEvents): DocSearchTransformClient {
  const agent = { value: "arcadia-local", add: () => agent };
  const search = (async (params: Parameters<SearchFn>[0]) => {
    const requests = Array.isArray(params) ? [] : (params as { requests: Record<string, unknown>[] }).requests;
    const queries = requests.map((r) => (typeof r.query === "string" ? r.query : ""));
    queries.forEach((q) => events.onQuery?.(q));
    let index: LoadedIndex | null = null;
    try {
      index = await load();
      events.onSuccess();
    } catch (err) {
      events.onFailure(err);
    }
    return {
      results: requests.map((r, i) => {
        const query = queries[i];
        const hitsPerPage = typeof r.hitsPerPage === "number" ? r.hitsPerPage : 20;
        const found: SearchResults = index ? searchIndex(index, query) : { pages: [], hits: [], total: 0, terms: [] };
        if (index) events.onResults?.(query, found.total);
        const rows = modalHits(found).slice(0, hitsPerPage);
        const groups = pageGroups(rows);
        const hits = rows.map((h) => toDocSearchHit(h, found.terms, groups.get(h.pageUrl)));
        return { hits, nbHits: found.total, index: String(r.indexName ?? "local"), query, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 0, exhaustiveNbHits: true, params: "" };
      }),
    };
  }) as unknown as SearchFn;
  return { search, addAlgoliaAgent: () => {}, transporter: { algoliaAgent: agent } } as unknown as DocSearchTransformClient;
}
