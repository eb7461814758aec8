/**
 * Loads the embedded index on first need (never at page load): the main file when search is
 * about to be used, and the parts of the postings a query needs, as it is typed. A failed load
 * is forgotten, so the next attempt fetches again.
 */
import { addIndexPart, loadIndexFile, missingParts, searchIndex, type LoadedIndex, type SearchResults } from "../shared/query";
import type { IndexFile } from "../shared/indexFormat";
import { fetchJson, loadIndexMainFile } from "./manifest";

let indexPromise: Promise<LoadedIndex> | null = null;
const partPromises = new Map<number, Promise<void>>();

export function loadIndex(): Promise<LoadedIndex> {
  indexPromise ??= loadIndexMainFile()
    .then((file) => loadIndexFile(file as IndexFile))
    .catch((err: unknown) => {
      indexPromise = null;
      throw err;
    });
  return indexPromise;
}

function loadPart(index: LoadedIndex, k: number): Promise<void> {
  let p = partPromises.get(k);
  if (!p) {
    p = fetchJson<unknown>(index.parts[k])
      .then((part) => addIndexPart(index, k, part))
      .catch((err: unknown) => {
        partPromises.delete(k);
        throw err;
      });
    partPromises.set(k, p);
  }
  return p;
}

/** Answers a query from the embedded index, fetching what it needs first. */
export async function searchLocal(query: string): Promise<SearchResults> {
  const index = await loadIndex();
  await Promise.all(missingParts(index, query).map((k) => loadPart(index, k)));
  return searchIndex(index, query);
}
