/** Scores a search engine on the reader query set: hit@1, hit@3, MRR and empty results. */
import type { SearchCase } from "../fixtures/searchQueries";

export interface CaseResult {
  query: string;
  /** 1-based rank of the first acceptable page among the distinct result pages, 0 if absent. */
  rank: number;
  empty: boolean;
  top: string[];
}

export interface QualityScores {
  cases: number;
  hit1: number;
  hit3: number;
  mrr: number;
  empty: number;
  results: CaseResult[];
}

/** `rankedPages` returns the distinct result pages of a query, best first. */
export function scoreQuality(cases: SearchCase[], rankedPages: (query: string) => string[]): QualityScores {
  const results = cases.map((c): CaseResult => {
    const pages = rankedPages(c.query);
    const at = pages.findIndex((p) => c.pages.includes(p));
    return { query: c.query, rank: at + 1, empty: pages.length === 0, top: pages.slice(0, 3) };
  });
  return {
    cases: cases.length,
    hit1: results.filter((r) => r.rank === 1).length,
    hit3: results.filter((r) => r.rank >= 1 && r.rank <= 3).length,
    mrr: results.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / results.length,
    empty: results.filter((r) => r.empty).length,
    results,
  };
}
