/**
 * The checks that need every content file at once: post authors and tags exist, every API
 * endpoint lands on a docs page, the sidebars resolve, and no two sources make the same route
 * (a moved page's `redirect_from` routes included).
 * createPages runs them on the GraphQL data and `npm run check:mdx` on the files it read, so
 * both refuse the same content with the same first message.
 */
import { blog as blogConfig } from "../config/site";
import { blogRoutes } from "../config/routes";
import { checkPostReferences } from "./frontmatter";
import { checkEndpointPages, checkUniqueEndpoints } from "./api/endpointChecks";
import { resolveSidebars, type DocMeta, type ResolvedSidebars } from "./sidebar";
import type { SidebarsSource } from "./sidebarsData";
import { RouteTable, routeSources } from "./routeTable";
import { isPublished, todayForPosts } from "./blog";
import { versionContent, type DocsVersion } from "../config/versions";

/** One docs version's content, as checkSite needs it. */
export interface VersionInput {
  version: DocsVersion;
  docs: (DocMeta & { path: string; draft: boolean; redirectFrom?: string[] })[];
  endpoints: { page: string; file: string; order: number; method: string; path: string }[];
  /** The version's sidebars (content/sidebars/next.yaml, content/versions/<name>/sidebars.yaml). */
  sidebars: SidebarsSource;
}

export interface SiteInput {
  versions: VersionInput[];
  posts: {
    path: string;
    file: string;
    authorKeys: string[];
    tagKeys: string[];
    draft: boolean;
    unlisted: boolean;
    date: string;
  }[];
  authors: string[];
  tags: { key: string; permalink: string }[];
  /** Production builds leave drafts out, and posts dated after `today` (default: today in the site's time zone). */
  production: boolean;
  today?: string;
}

/** What checkSite resolved: the route table and each version's sidebars (by version name). */
export interface SiteChecked {
  routes: RouteTable;
  resolved: Map<string, ResolvedSidebars>;
}

export function checkSite(input: SiteInput): SiteChecked {
  const known = { authors: new Set(input.authors), tags: new Set(input.tags.map((t) => t.key)) };
  for (const p of input.posts) checkPostReferences({ authors: p.authorKeys, tags: p.tagKeys }, p.file, known);
  for (const v of input.versions) {
    // Against every doc, drafts included: an endpoint on a draft page leaves with its page.
    checkEndpointPages(v.endpoints, new Set(v.docs.map((d) => d.path)), versionContent(v.version.name).docs);
    // Each version describes each endpoint once; versions describe the same ones.
    checkUniqueEndpoints(v.endpoints);
  }

  const routes = new RouteTable();
  const resolved = new Map<string, ResolvedSidebars>();
  const published = new Map(
    input.versions.map((v) => [v.version.name, input.production ? v.docs.filter((d) => !d.draft) : v.docs]),
  );
  for (const v of input.versions) {
    const docs = published.get(v.version.name) ?? [];
    // Before the sidebars, which assume one file per doc id.
    for (const d of docs) routes.claim(d.path, d.file);
    const drafts = new Set(v.docs.filter((d) => !docs.includes(d)).map((d) => d.id));
    const sidebars = resolveSidebars(v.sidebars.config, docs, {
      skipMissingIds: drafts,
      file: v.sidebars.file,
      docsDir: versionContent(v.version.name).docs,
      version: v.version,
    });
    for (const c of sidebars.categoryPages) routes.claim(c.path, routeSources.category(c.label, v.sidebars.file));
    resolved.set(v.version.name, sidebars);
  }

  const today = input.today ?? todayForPosts();
  const posts = input.posts.filter((p) => isPublished(p, input.production, today));
  for (const p of posts) routes.claim(p.path, p.file);
  const listed = posts.filter((p) => !p.unlisted && !p.draft);
  const pages = Math.max(1, Math.ceil(listed.length / blogConfig.postsPerPage));
  for (let i = 1; i <= pages; i++) routes.claim(blogRoutes.list(i), routeSources.blogList(i));
  routes.claim(blogRoutes.archive, routeSources.blogArchive);
  routes.claim(blogRoutes.tags, routeSources.blogTags);
  for (const t of input.tags) routes.claim(t.permalink, routeSources.blogTag(t.key));
  routes.claim(blogRoutes.authors, routeSources.blogAuthors);
  for (const a of input.authors) routes.claim(blogRoutes.author(a), routeSources.blogAuthor(a));
  // Last, against every page: an old route must be free (a page there would never be reached).
  for (const docs of published.values())
    for (const d of docs) for (const old of d.redirectFrom ?? []) routes.claim(old, routeSources.redirectFrom(d.file));
  return { routes, resolved };
}
