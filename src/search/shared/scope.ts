/**
 * Which versions a search looks in. The docs exist once per version, each version with its own
 * index (see docs/SEARCH.md, "Versions"): a search looks in the version the reader is on, or,
 * widened, in every version, the results merged and each page marked with its version.
 */
import { SEARCH_ALL_VERSIONS, versionSegment } from "../../config/routes";
import { docVersions, latestOf, type DocsVersion } from "../../config/versions";
import type { PageResult, SearchResults } from "./ranking";

export interface SearchScope {
  /** The version in view: searched first, and the one a narrowed search goes back to. */
  version: DocsVersion;
  /** Every version's index, not only `version`'s. */
  all: boolean;
}

/** The search page's `version` parameter for a scope: null for the latest alone (the plain /search?q=). */
export function scopeParam(scope: SearchScope): string | null {
  return scope.all ? SEARCH_ALL_VERSIONS : versionSegment(scope.version);
}

/** The scope a `version` parameter names; a missing or unknown one is the latest's. */
export function scopeFromParam(param: string | null, versions: readonly DocsVersion[] = docVersions): SearchScope {
  const latest = latestOf(versions);
  if (param === SEARCH_ALL_VERSIONS) return { version: latest, all: true };
  const named = versions.find((v) => (versionSegment(v) ?? v.name) === param || v.name === param);
  return { version: named ?? latest, all: false };
}

/** The versions whose indexes a scope reads, the version in view first. */
export function versionsSearched(scope: SearchScope, versions: readonly DocsVersion[] = docVersions): DocsVersion[] {
  if (!scope.all) return [scope.version];
  return [scope.version, ...versions.filter((v) => v.name !== scope.version.name)];
}

/** A page found in one version's index, marked with that version when several were searched. */
export type VersionedPage = PageResult & { version?: DocsVersion };

export type VersionedResults = Omit<SearchResults, "pages"> & { pages: VersionedPage[] };

/**
 * One list from the answers of several versions' indexes (in versionsSearched's order): pages
 * by score, a tie going to the earlier version; every page marked with its version. One answer
 * is returned as it is, unmarked: a search of one version ranks exactly as before.
 */
export function mergeResults(answers: readonly { version: DocsVersion; results: SearchResults }[]): VersionedResults {
  if (answers.length === 1) return answers[0].results;
  const order = new Map(answers.map((a, i) => [a.version.name, i]));
  const pages: VersionedPage[] = answers
    .flatMap((a) => a.results.pages.map((p) => ({ ...p, version: a.version })))
    .sort((a, b) => b.score - a.score || order.get(a.version.name)! - order.get(b.version.name)!);
  const correctedQuery = answers.find((a) => a.results.correctedQuery)?.results.correctedQuery;
  return {
    pages,
    hits: pages.flatMap((p) => p.sections),
    total: pages.length,
    terms: [...new Set(answers.flatMap((a) => a.results.terms))],
    ...(correctedQuery ? { correctedQuery } : {}),
  };
}
