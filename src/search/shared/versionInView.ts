/**
 * The version a search starts in, from the page the reader is on. Apart from the rest of the
 * scope helpers (./scope.ts) because the search button needs it in every page's bundle and they
 * are needed only once the modal or the search page has loaded.
 */
import { parseDocsRoute } from "../../config/routes";
import { docVersions, latestVersion, type DocsVersion } from "../../config/versions";

/** The version of the page at `pathname`: a docs page's own version, the latest for every other page. */
export function versionInView(pathname: string, versions: readonly DocsVersion[] = docVersions): DocsVersion {
  return parseDocsRoute(pathname, versions)?.version ?? versions.find((v) => v.isLast) ?? latestVersion;
}
