/**
 * Which index a built page goes to: a docs page to its own version's, every other page (the
 * blog, the home page, /search) to the latest's, so a reader of the latest downloads what it
 * did before versions and nothing of another version. Pure.
 */
import { parseDocsRoute } from "../../config/routes";
import { docVersions, latestVersion, type DocsVersion } from "../../config/versions";

/** The version whose index holds the page at `route`. */
export function indexVersionOf(route: string, versions: readonly DocsVersion[] = docVersions): DocsVersion {
  return parseDocsRoute(route, versions)?.version ?? versions.find((v) => v.isLast) ?? latestVersion;
}

/** The items (pages, by their route) of each version's index, in the versions' order; a version with no page gets an empty list. */
export function splitByVersion<T>(
  items: readonly T[],
  routeOf: (item: T) => string,
  versions: readonly DocsVersion[] = docVersions,
): { version: DocsVersion; items: T[] }[] {
  const groups = (versions.length ? versions : [latestVersion]).map((version) => ({ version, items: [] as T[] }));
  for (const item of items) {
    const name = indexVersionOf(routeOf(item), versions).name;
    groups.find((g) => g.version.name === name)?.items.push(item);
  }
  return groups;
}
