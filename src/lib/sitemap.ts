/**
 * Which built pages go into the sitemap: not tag pages, unlisted or draft pages, search or 404,
 * and of the docs only the latest version's pages (docs/VERSIONS.md says why).
 * Sorted by path: Gatsby's page order varies from build to build, and a sitemap that changes
 * with nothing changed makes noise in every deploy's diff.
 */
import { searchRoutes } from "../config/routes";
import { docVersions } from "../config/versions";

export interface SitemapPage {
  path: string;
  pageContext?: { unlisted?: boolean; draft?: boolean; version?: string } | null;
}

const EXCLUDED = [/^\/blog\/tags(\/|$)/, /^\/404/, /^\/dev-404-page/, /^\/__test__/];

export function sitemapEntries(pages: SitemapPage[]): SitemapPage[] {
  const latest = docVersions.find((v) => v.isLast)?.name;
  const otherVersion = (p: SitemapPage) =>
    typeof p.pageContext?.version === "string" && p.pageContext.version !== latest;
  return pages
    .filter(
      (p) =>
        p.path !== searchRoutes.page() &&
        !EXCLUDED.some((re) => re.test(p.path)) &&
        !p.pageContext?.unlisted &&
        !p.pageContext?.draft &&
        !otherVersion(p),
    )
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
