/**
 * A search client with DocSearch's `search` interface, answered from the embedded index.
 * DocSearch's modal cannot tell it from the hosted service.
 */
import type { DocSearchTransformClient } from "@docsearch/react";
import { searchIndex, type LoadedIndex } from "../shared/query";
import { toDocSearchHit } from "./docsearchHits";

type SearchFn = DocSearchTransformClient["search"];

export interface SearchStatus {
  onFailure: (error: unknown) => void;
  onSuccess: () => void;
}

/** DocSearch resets its status after a thrown error; the name keeps an upstream fix working. */
export class RetryError extends Error {
  name = "RetryError";
}

export function createLocalClient(load: () => Promise<LoadedIndex>, status: SearchStatus): DocSearchTransformClient {
  const agent = { value: "arcadia-local", add: () => agent };
  const search = (async (params: Parameters<SearchFn>[0]) => {
    const requests = Array.isArray(params) ? [] : (params as { requests: Record<string, unknown>[] }).requests;
    let index: LoadedIndex;
    try {
      index = await load();
    } catch (err) {
      status.onFailure(err);
      throw new RetryError(err instanceof Error ? err.message : String(err));
    }
    status.onSuccess();
    return {
      results: requests.map((r) => {
        const query = typeof r.query === "string" ? r.query : "";
        const hitsPerPage = typeof r.hitsPerPage === "number" ? r.hitsPerPage : 20;
        const found = searchIndex(index, query, hitsPerPage);
        const hits = found.hits.map((h) => toDocSearchHit(h, found.terms));
        return { hits, nbHits: found.total, index: String(r.indexName ?? "local"), query, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 0, exhaustiveNbHits: true, params: "" };
      }),
    };
  }) as unknown as SearchFn;
  return { search, addAlgoliaAgent: () => {}, transporter: { algoliaAgent: agent } } as unknown as DocSearchTransformClient;
}
