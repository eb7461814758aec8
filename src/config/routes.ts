/**
 * Every URL the site builds for its blog, docs, search and machine outputs (OpenAPI, `.md`
 * copies, llms.txt), in one place. Docs URLs are version-aware: the latest version lives at
 * /docs, the writable unreleased one at /docs/next, an older one at /docs/<name>.
 * tests/unit/rules.test.ts fails when such a path is written as a literal anywhere else.
 */
import { blog, site } from "./site";
import { docVersions, latestOf, latestVersion, type DocsVersion } from "./versions";
import { pathPrefixFromEnv } from "./env";

/** Gatsby's build-time constant: the path prefix with --prefix-paths, "" without (browser and SSR bundles). */
declare const __BASE_PATH__: string | undefined;

/**
 * The sub-path the site is served under ("/arcadia-docs"), "" at the root. Webpack replaces
 * __BASE_PATH__ in the bundles; the Node hooks (feeds, redirects, headers…) read ARCADIA_PATH_PREFIX.
 */
export function sitePathPrefix(): string {
  return typeof __BASE_PATH__ === "string" ? __BASE_PATH__ : pathPrefixFromEnv();
}

/**
 * A root-absolute site path ("/img/logo.svg", "/docs/cli") as the browser must request it, with
 * the prefix; anything else (external, relative, "#x") unchanged. Gatsby's Link adds the prefix
 * itself: this is for raw href/src attributes, fetch() URLs and files written by the build.
 */
export function withSitePrefix(href: string, prefix = sitePathPrefix()): string {
  if (!prefix || !href.startsWith("/") || href.startsWith("//")) return href;
  // The home page is the prefix itself, no trailing slash, as Gatsby's Link writes it (trailingSlash "never").
  return /^\/(?=$|[?#])/.test(href) ? `${prefix}${href.slice(1)}` : `${prefix}${href}`;
}

/** The site route of a browser pathname: "/arcadia-docs/docs/cli" → "/docs/cli" (unchanged without a prefix). */
export function withoutSitePrefix(pathname: string, prefix = sitePathPrefix()): string {
  if (!prefix || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || "/";
}

/** SITE_URL with the sub-path: the base that machine outputs append a route to ("https://arcadia.cool/arcadia-docs"). */
export const siteBaseUrl = (prefix = sitePathPrefix()): string => `${site.siteUrl}${prefix}`;

/** The public address of a site path: SITE_URL, the prefix, the path; the home page is SITE_URL alone at the root. */
export function siteAddress(route: string, prefix = sitePathPrefix()): string {
  return `${site.siteUrl}${route === "/" && !prefix ? "" : withSitePrefix(route, prefix)}`;
}

const base = blog.basePath;

export const blogRoutes = {
  list: (page = 1) => (page <= 1 ? base : `${base}/page/${page}`),
  post: (slug: string) => `${base}/${slug}`,
  archive: `${base}/archive`,
  tags: `${base}/tags`,
  tag: (key: string) => `${base}/tags/${key}`,
  authors: `${base}/authors`,
  author: (key: string) => `${base}/authors/${key}`,
  rss: `${base}/rss.xml`,
  atom: `${base}/atom.xml`,
} as const;

/** What a route needs to know of a version. */
export type VersionRef = Pick<DocsVersion, "segment">;

const DOCS = "/docs";

/** The path segment after /docs that names a version: none for the latest (the version object's own). */
export function versionSegment(v: VersionRef = latestVersion): string | null {
  return v.segment;
}

const docsRoot = (v?: VersionRef): string => {
  const segment = versionSegment(v);
  return segment ? `${DOCS}/${segment}` : DOCS;
};

/** A doc id is its path under a version's docs folder: "cli/script/run"; "index" is the root. */
const docRoute = (id: string, v?: VersionRef): string => (id === "index" ? docsRoot(v) : `${docsRoot(v)}/${id}`);

export type ApiKind = "internal" | "open";

/** The segments of the generated upgrade pages; no docs page may start with them (the route table refuses a clash). */
const UPGRADE_SEGMENT = "upgrade";
const DIFF_SEGMENT = "diff";

export const docsRoutes = {
  /** The docs home of a version (the latest when none is given). */
  root: docsRoot,
  doc: docRoute,
  category: (slug: string, v?: VersionRef) => `${docsRoot(v)}/category/${slug}`,
  /** 开发者文档: the first page of the "dev" sidebar. */
  devDocs: (v?: VersionRef) => docRoute("dev/api", v),
  /** The index page of one API (internal or open) and everything under it. */
  api: (kind: ApiKind, v?: VersionRef) => docRoute(`dev/api/${kind}`, v),
  /**
   * The upgrade guide from the release `fromName` to the version `to` (issue #42), under the newer
   * version's docs root, where a reader of that version looks: "/docs/upgrade/1.0.0-beta.9",
   * "/docs/next/upgrade/1.0.0-beta.10".
   */
  upgrade: (fromName: string, to?: VersionRef) => `${docsRoot(to)}/${UPGRADE_SEGMENT}/${fromName}`,
  /** What one page changed from the release `fromName` to `to`: "/docs/next/diff/1.0.0-beta.10/cli/config/raw". */
  pageDiff: (fromName: string, id: string, to?: VersionRef) => `${docsRoot(to)}/${DIFF_SEGMENT}/${fromName}/${id}`,
} as const;

export interface ParsedDocsRoute {
  version: DocsVersion;
  /** The doc id within the version: "cli/script/run", "category/x", "index" for the root. */
  id: string;
}

/** "/docs/next/cli" → the writable version and "cli"; "/docs/cli" → the latest and "cli"; null outside the docs. */
export function parseDocsRoute(route: string, versions: readonly DocsVersion[] = docVersions): ParsedDocsRoute | null {
  const clean = route.length > 1 ? route.replace(/\/+$/, "") : route;
  if (clean !== DOCS && !clean.startsWith(`${DOCS}/`)) return null;
  const rest = clean.slice(DOCS.length + 1);
  const [first, ...more] = rest.split("/");
  const named = versions.find((v) => v.segment !== null && v.segment === first);
  const latest = latestOf(versions);
  if (named) return { version: named, id: more.join("/") || "index" };
  return { version: latest, id: rest || "index" };
}

/**
 * A docs link as a writer writes it (`/docs/<id>`, the page in the writer's own version) made
 * into the route of that page in `version`, keeping any query and fragment; the same for a link
 * to the OpenAPI documents (`/openapi/internal.json`). Links that name a
 * version already (`/docs/next/…`), and links outside the docs, are returned unchanged.
 */
export function inVersion(href: string, version: VersionRef, versions: readonly DocsVersion[] = docVersions): string {
  const m = /^([^?#]*)(.*)$/.exec(href);
  const [pathname, rest] = m ? [m[1], m[2]] : [href, ""];
  // The latest's OpenAPI documents, written on a page: that version's documents.
  const openApi = new RegExp(`^${OPENAPI}/(internal|open)\\.(json|yaml)$`).exec(pathname);
  if (openApi) return `${machineRoutes.openApi(openApi[1] as ApiKind, openApi[2] as "json" | "yaml", version)}${rest}`;
  const parsed = parseDocsRoute(pathname, versions);
  if (!parsed || !parsed.version.isLast) return href;
  return `${docRoute(parsed.id, version)}${rest}`;
}

/**
 * The version of the page at a route: a docs route's own version, the latest for every other
 * route (the blog, the home page, /search). For a route only: a built page says its version
 * itself (its page context, and `data-docs-version` on <html>).
 */
export function versionOfRoute(route: string, versions: readonly DocsVersion[] = docVersions): DocsVersion {
  return parseDocsRoute(route, versions)?.version ?? latestOf(versions);
}

/** A developer docs page (the "dev" section: the API reference and the message pages), in any version. */
export function isDevDocsRoute(route: string): boolean {
  const parsed = parseDocsRoute(route);
  return !!parsed && (parsed.id === "dev" || parsed.id.startsWith("dev/"));
}

/** An API reference page: "/docs/dev/api/internal/cron/page" → kind "internal", group "cron" ("" on the kind's index). */
export function apiPageOf(route: string): { version: DocsVersion; kind: ApiKind; group: string } | null {
  const parsed = parseDocsRoute(route);
  const m = parsed ? /^dev\/api\/(internal|open)(?:\/([^/]+))?/.exec(parsed.id) : null;
  if (!parsed || !m) return null;
  return { version: parsed.version, kind: m[1] as ApiKind, group: m[2] ?? "" };
}

const SEARCH = "/search";
const SEARCH_MANIFEST = "manifest.json";
/** The search page's parameter naming the versions searched: a version's segment, or "all". */
const SEARCH_VERSION_PARAM = "version";
export const SEARCH_ALL_VERSIONS = "all";

/** A version's index folder under /search: none for the latest (its index stays at /search), else its segment. */
const searchDirOf = (v?: VersionRef): string => {
  const segment = versionSegment(v);
  return segment ? `${SEARCH}/${segment}` : SEARCH;
};

export const searchRoutes = {
  /**
   * The search page, with a query when there is one, and the versions it searches when they are
   * not the latest's: `scope` is a version's segment (versionSegment) or SEARCH_ALL_VERSIONS.
   */
  page: (query = "", scope: string | null = null): string => {
    const params = [
      query ? `q=${encodeURIComponent(query)}` : "",
      scope ? `${SEARCH_VERSION_PARAM}=${encodeURIComponent(scope)}` : "",
    ].filter(Boolean);
    return params.length ? `${SEARCH}?${params.join("&")}` : SEARCH;
  },
  /** The search page's parameter that names the versions searched. */
  versionParam: SEARCH_VERSION_PARAM,
  /** The search page's URL template for schema.org's SearchAction: "/search?q={name}". */
  template: (name: string): string => `${SEARCH}?q={${name}}`,
  /** The folder of the latest's embedded index (under public/) and its manifest's URL. */
  dir: SEARCH.slice(1),
  manifestFile: SEARCH_MANIFEST,
  manifest: `${SEARCH}/${SEARCH_MANIFEST}`,
  /** The folder of a version's index, under public/: "search" for the latest, "search/next". */
  dirOf: (v?: VersionRef): string => searchDirOf(v).slice(1),
  /** The URL of a version's manifest: "/search/manifest.json" for the latest, "/search/next/manifest.json". */
  manifestOf: (v?: VersionRef): string => `${searchDirOf(v)}/${SEARCH_MANIFEST}`,
} as const;

/** The search page, with a query when there is one. */
export const searchPageUrl = searchRoutes.page;

const OPENAPI = "/openapi";

export const machineRoutes = {
  /** The folder of a version's OpenAPI documents, under public/ ("openapi", "openapi/next"). */
  openApiDir: (v?: VersionRef): string => {
    const segment = versionSegment(v);
    return segment ? `${OPENAPI.slice(1)}/${segment}` : OPENAPI.slice(1);
  },
  /** A version's OpenAPI document: "/openapi/internal.json" for the latest. */
  openApi: (kind: ApiKind, format: "json" | "yaml", v?: VersionRef): string =>
    `/${machineRoutes.openApiDir(v)}/${kind}.${format}`,
  /** The Markdown copy of a page: its route plus `.md`; the home page's is /index.md. */
  markdown: (route: string): string => `${route === "/" ? "/index" : route.replace(/\/$/, "")}.md`,
  /** A version's llms.txt: /llms.txt for the latest (with the blog), /docs/next/llms.txt for next. */
  llms: (v?: VersionRef): string => (versionSegment(v) ? `${docsRoot(v)}/llms.txt` : "/llms.txt"),
  /** The changes between two versions as JSON, beside their upgrade guide: "/docs/next/upgrade/1.0.0-beta.10.json". */
  upgradeChanges: (fromName: string, to?: VersionRef): string => `${docsRoutes.upgrade(fromName, to)}.json`,
  llmsFull: (v?: VersionRef): string => (versionSegment(v) ? `${docsRoot(v)}/llms-full.txt` : "/llms-full.txt"),
} as const;
