/**
 * Which built pages go into the sitemap: not tag pages, unlisted or draft pages, search or 404.
 * Sorted by path: Gatsby's page order varies from build to build, and a sitemap that changes
 * with nothing changed makes noise in every deploy's diff.
 */
import { searchRoutes } from "../config/routes";

export interface SitemapPage {
  path: string;
  pageContext?: { unlisted?: boolean; draft?: boolean } | null;
}

const EXCLUDED = [/^\/blog\/tags(\/|$)/, /^\/404/, /^\/dev-404-page/, /^\/__test__/];

export function sitemapEntries(pages: SitemapPage[]): SitemapPage[] {
  return pages
    .filter((p) => p.path !== searchRoutes.page() && !EXCLUDED.some((re) => re.test(p.path)) && !p.pageContext?.unlisted && !p.pageContext?.draft)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
