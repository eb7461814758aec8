/**
 * Loads the embedded index on first need (never at page load). A failed load is forgotten,
 * so the next query tries again.
 */
import { loadIndexFile, type LoadedIndex } from "../shared/query";
import type { IndexFile } from "../shared/indexFormat";
import { fetchJson, loadManifest } from "./manifest";

let indexPromise: Promise<LoadedIndex> | null = null;

export function loadIndex(): Promise<LoadedIndex> {
  indexPromise ??= loadManifest()
    .then((m) => fetchJson<IndexFile>(m.index))
    .then(loadIndexFile)
    .catch((err: unknown) => {
      indexPromise = null;
      throw err;
    });
  return indexPromise;
}
