/**
 * Which index a built page goes to: the version its HTML names (`data-docs-version` on <html>,
 * which every docs page carries), the latest's for every other page (the blog, the home page,
 * /search), so a reader of the latest downloads what it did before versions and nothing of
 * another version. Pure.
 */
import { docVersions, latestOf, type DocsVersion } from "../../config/versions";

const VERSION_ATTRIBUTE = /<html\b[^>]*\sdata-docs-version="([^"]*)"/;

/** The version name a built page's HTML carries, or null (not a docs page). */
export function pageVersionName(html: string): string | null {
  return VERSION_ATTRIBUTE.exec(html)?.[1] ?? null;
}

/** The items of each version's index, in the versions' order; a version with no page gets an empty list. */
export function splitByVersion<T>(
  items: readonly T[],
  versionNameOf: (item: T) => string | null,
  versions: readonly DocsVersion[] = docVersions,
): { version: DocsVersion; items: T[] }[] {
  const latest = latestOf(versions);
  const groups = (versions.length ? versions : [latest]).map((version) => ({ version, items: [] as T[] }));
  for (const item of items) {
    const name = versionNameOf(item);
    (groups.find((g) => g.version.name === name) ?? groups.find((g) => g.version.name === latest.name))?.items.push(
      item,
    );
  }
  return groups;
}
