/** Apart from the differ: the version switch asks it in the browser. */
import type { DocsVersion } from "../../config/versions";

/**
 * The pairs that get a guide: every older release to the latest, and the latest to next (when
 * next is not the latest itself). `versions` is content/versions.json's order: next first, then
 * the releases, newest first.
 */
export function upgradePairs(versions: readonly DocsVersion[]): { from: DocsVersion; to: DocsVersion }[] {
  const latest = versions.find((v) => v.isLast);
  if (!latest) return [];
  const latestAt = versions.indexOf(latest);
  const older = versions.slice(latestAt + 1).map((from) => ({ from, to: latest }));
  const newer = versions.slice(0, latestAt).map((to) => ({ from: latest, to }));
  return [...newer, ...older];
}

/**
 * The pairs a page of `version` links to (guide and page diff): those it upgrades from, and, on
 * next's pages, the latest → next pair. The latest's pages do not list every older release's
 * pair: each older release's own pages do, so a page's links do not grow with the releases.
 */
export function pairsShownOn(
  version: Pick<DocsVersion, "name" | "isLast">,
  versions: readonly DocsVersion[],
): { from: DocsVersion; to: DocsVersion }[] {
  return upgradePairs(versions).filter(
    (p) => p.from.name === version.name || (p.to.name === version.name && !version.isLast),
  );
}
