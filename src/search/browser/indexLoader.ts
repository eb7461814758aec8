/**
 * Loads the embedded indexes on first need (never at page load): a version's main file when
 * search of that version is about to be used, and the parts of its postings a query needs, as
 * it is typed; its pinyin table only for a query that needs it (docs/SEARCH.md, "Pinyin"). A
 * failed load is forgotten, so the next attempt fetches again.
 */
import {
  addIndexPart,
  addPinyinTable,
  loadIndexFile,
  missingParts,
  needsPinyin,
  prepareForQueries,
  searchIndex,
  type LoadedIndex,
  type SearchResults,
} from "../shared/query";
import type { IndexFile } from "../shared/indexFormat";
import { mergeResults, versionsSearched, type SearchScope, type VersionedResults } from "../shared/scope";
import { latestVersion, type DocsVersion } from "../../config/versions";
import { fetchJson, loadIndexMainFile } from "./manifest";

const indexes = new Map<string, Promise<LoadedIndex>>();
/** The indexes loaded so far, by version name: for what must start at once, without a microtask. */
const loaded = new Map<string, LoadedIndex>();
/** By part URL: a part's URL names its index's folder, so two versions' parts never share one. */
const partPromises = new Map<string, Promise<void>>();

export function loadIndex(version: DocsVersion = latestVersion): Promise<LoadedIndex> {
  let p = indexes.get(version.name);
  if (!p) {
    p = loadIndexMainFile(version)
      .then((file) => {
        const index = loadIndexFile(file as IndexFile);
        // In a task of its own, while the reader types: the page stays responsive meanwhile.
        setTimeout(() => prepareForQueries(index), 0);
        loaded.set(version.name, index);
        return index;
      })
      .catch((err: unknown) => {
        indexes.delete(version.name);
        throw err;
      });
    indexes.set(version.name, p);
  }
  return p;
}

function loadPart(index: LoadedIndex, k: number): Promise<void> {
  const url = index.parts[k];
  let p = partPromises.get(url);
  if (!p) {
    p = fetchJson<unknown>(url)
      .then((part) => addIndexPart(index, k, part))
      .catch((err: unknown) => {
        partPromises.delete(url);
        throw err;
      });
    partPromises.set(url, p);
  }
  return p;
}

const pinyinPromises = new Map<string, Promise<void>>();

/**
 * The index's pinyin table with the pinyin code, a chunk of its own (neither is needed by most
 * queries), once per index (by the table's URL, which names its index's folder).
 */
function loadPinyin(index: LoadedIndex): Promise<void> {
  const url = index.pinyinFile;
  let p = pinyinPromises.get(url);
  if (!p) {
    p = Promise.all([fetchJson<unknown>(url), import("../shared/pinyin")])
      .then(([table, engine]) => addPinyinTable(index, table, engine))
      .catch((err: unknown) => {
        pinyinPromises.delete(url);
        throw err;
      });
    pinyinPromises.set(url, p);
  }
  return p;
}

/**
 * The parts a query needs, after the pinyin table when the query needs that first. A table
 * that cannot be had (offline) leaves the query to the other rules rather than failing it.
 */
async function partsFor(index: LoadedIndex, query: string): Promise<void> {
  if (needsPinyin(index, query)) await loadPinyin(index).catch(() => {});
  await Promise.all(missingParts(index, query).map((k) => loadPart(index, k)));
}

/**
 * Starts fetching the parts a query needs from the indexes of `scope` already loaded: called
 * as the query is entered, so the requests leave before the render that asks for the answer.
 * Never throws; a failed part is fetched again when the answer asks for it.
 */
export function prefetchQuery(query: string, scope: SearchScope): void {
  const q = query.trim();
  if (!q) return;
  for (const version of versionsSearched(scope)) {
    const index = loaded.get(version.name);
    if (index) partsFor(index, q).catch(() => {});
  }
}

/** Answers a query from one version's index, fetching what it needs first. */
export async function searchVersion(query: string, version: DocsVersion = latestVersion): Promise<SearchResults> {
  const index = await loadIndex(version);
  await partsFor(index, query);
  return searchIndex(index, query);
}

/** Answers a query from the indexes of a scope (the version in view, or every version), merged. */
export async function searchLocal(
  query: string,
  scope: SearchScope = { version: latestVersion, all: false },
): Promise<VersionedResults> {
  const versions = versionsSearched(scope);
  const answers = await Promise.all(
    versions.map(async (version) => ({ version, results: await searchVersion(query, version) })),
  );
  return mergeResults(answers);
}
