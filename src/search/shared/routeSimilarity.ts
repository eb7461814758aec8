/**
 * The 404 page's first suggestions: existing routes nearest to the missing path by their
 * segments (docs/SEARCH.md, "The 404 page"). Search over the path's words comes after these.
 */
import { typoDistance } from "./typos";

/** Routes farther than this (in segment edits) are not suggested by path. */
export const MAX_PATH_DISTANCE = 1;
/** Cost of a segment differing only in case (CLI → cli): nearly nothing. */
const CASE_COST = 0.05;
/** Cost of a missing or extra segment at the end (a parent or a child of the route). */
const TRAILING_COST = 0.6;
/** Cost of a missing or extra segment elsewhere. */
const GAP_COST = 1;

const segmentsOf = (path: string) => {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the path as it is.
  }
  return decoded.split(/[?#]/)[0].split("/").filter(Boolean);
};

/** 0 for the same segment, up to 1 for unrelated ones: edits over the longer length. */
function segmentCost(a: string, b: string): number {
  if (a === b) return 0;
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la === lb) return CASE_COST;
  const longer = Math.max(la.length, lb.length);
  return Math.min(1, typoDistance(la, lb, longer) / longer);
}

/** Edit distance over segments: a changed segment costs its letter edits, a missing one GAP_COST (less at the end). */
export function pathDistance(from: string, to: string): number {
  const a = segmentsOf(from);
  const b = segmentsOf(to);
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push(new Array<number>(b.length + 1).fill(0));
  const gap = (i: number, n: number) => (i >= n ? TRAILING_COST : GAP_COST);
  for (let i = 1; i <= a.length; i++) rows[i][0] = rows[i - 1][0] + gap(i, a.length);
  for (let j = 1; j <= b.length; j++) rows[0][j] = rows[0][j - 1] + gap(j, b.length);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      rows[i][j] = Math.min(
        rows[i - 1][j - 1] + segmentCost(a[i - 1], b[j - 1]),
        rows[i - 1][j] + (j === b.length ? TRAILING_COST : GAP_COST),
        rows[i][j - 1] + (i === a.length ? TRAILING_COST : GAP_COST),
      );
    }
  }
  return rows[a.length][b.length];
}

/** Routes only a little farther than the nearest one are suggested with it. */
const NEAR_BEST = 0.4;

/**
 * Routes near a missing path, nearest first (ties: the shorter route): within
 * MAX_PATH_DISTANCE and not much farther than the nearest, so search can add the rest.
 */
export function nearestRoutes(path: string, routes: string[], max = 3): string[] {
  const near = routes
    .map((route) => ({ route, d: pathDistance(path, route) }))
    .filter((r) => r.d <= MAX_PATH_DISTANCE && r.d > 0)
    .sort((x, y) => x.d - y.d || x.route.length - y.route.length || (x.route < y.route ? -1 : 1));
  return near
    .filter((r) => r.d <= near[0].d + NEAR_BEST)
    .slice(0, max)
    .map((r) => r.route);
}

/** A page as the 404 page lists it. */
export interface RoutePage {
  url: string;
  title: string;
  area: string;
}

/** The 404 page's list: routes near the path first, then the search's pages, each once. */
export function suggestionsForPath(pages: RoutePage[], path: string, searched: RoutePage[], max: number): RoutePage[] {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const near = nearestRoutes(path, [...byUrl.keys()]).map((url) => byUrl.get(url)!);
  const seen = new Set<string>();
  return [...near, ...searched].filter((p) => !seen.has(p.url) && seen.add(p.url)).slice(0, max);
}
