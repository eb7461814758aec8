/** createPages: docs, generated category pages and the blog, from GraphQL data and src/lib. */
import path from "node:path";
import type { Actions, CreatePagesArgs, Page } from "gatsby";
import { sectionOfSidebar } from "../config/navbar";
import { sidebarsOfVersion, type SidebarsConfig } from "../lib/sidebarsData";
import { CURRENT_VERSION, docVersions, type DocsVersion } from "../config/versions";
import { docVersionContext } from "../lib/docVersionContext";
import { blog as blogConfig } from "../config/site";
import { blogRoutes } from "../config/routes";
import { isProductionBuild, testPagesEnabled } from "../config/env";
import type { DocMeta, ResolvedSidebars } from "../lib/sidebar";
import { buildToc, type MdxTocEntry } from "../lib/toc";
import { groupByYear, isPublished, todayForPosts } from "../lib/blog";
import { apiToc, type EndpointRef } from "../lib/apiSections";
import { API_SECTIONS } from "../lib/api/sectionNames";
import { endpointPageBadge } from "../lib/badgeText";
import { RouteTable, routeSources } from "../lib/routeTable";
import { checkSite } from "../lib/siteChecks";
import { ContentError } from "../lib/contentError";
import { TOC_LEVELS, type DocFrontmatter, type PostNodeFields } from "../lib/frontmatter";
import { blogPostingJsonLd, breadcrumbJsonLd, serializeJsonLd, techArticleJsonLd, webPageJsonLd } from "../lib/jsonLd";
import { ogImagePath } from "../lib/ogImage";
import type {
  BlogArchiveContext,
  BlogFilteredContext,
  BlogListedContext,
  BlogListContext,
  BlogPostContext,
  DocCategoryContext,
  DocPageContext,
  EmptyContext,
  SourceFileContext,
} from "../lib/pageContexts";
import { lastUpdatedOf } from "./contentFileDates";
import { builtVersions } from "./builtVersions";
import { forgetMdxSources, sameMdxSource } from "./sharedDocSources";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
const withContent = (name: string, contentFilePath: string) => `${template(name)}?__contentFilePath=${contentFilePath}`;

/** The source file and its last-updated date (git, else mtime), computed on every build. */
const sourceFileContext = (contentFilePath: string): SourceFileContext => ({
  sourceFile: path.relative(process.cwd(), contentFilePath).split(path.sep).join("/"),
  lastUpdated: lastUpdatedOf(contentFilePath),
});

/**
 * createPage with the context type of the page kind, so producer and template agree, and with
 * the source of the page, so that two sources for one route fail naming both.
 */
const pageCreator =
  (actions: Actions, routes: RouteTable) =>
  <Context extends object>(source: string, page: Page<Context>) => {
    routes.claim(page.path, source);
    actions.createPage<Context>(page);
  };

type DocFields = Pick<DocFrontmatter, "title" | "sidebarLabel" | "sidebarBadge" | "description" | "draft" | "unlisted" | "hideTableOfContents" | "tocMaxHeadingLevel" | "redirectFrom">;
interface DocsQuery {
  allDoc: {
    nodes: (DocFields & {
      id: string;
      docId: string;
      path: string;
      version: string;
      displayedSidebar: string | null;
      displayedSidebarSet: boolean;
      file: string;
      contentFilePath: string;
      tableOfContents: { items?: MdxTocEntry[] } | null;
    })[];
  };
  allApiEndpoint: { nodes: (EndpointRef & { page: string; version: string; file: string; order: number; since: string | null; removed: string | null })[] };
  allDocSidebars: { nodes: { file: string; version: string; config: string }[] };
}

interface BlogQuery {
  allBlogPost: {
    nodes: (Pick<PostNodeFields, "slug" | "title" | "date" | "authorKeys" | "tagKeys" | "draft" | "unlisted"> & {
      id: string;
      description: string | null;
      authors: { name: string; url: string | null }[];
      path: string;
      file: string;
      contentFilePath: string;
      tableOfContents: { items?: MdxTocEntry[] } | null;
    })[];
  };
  allBlogAuthor: { nodes: { key: string; name: string }[] };
  allBlogTag: { nodes: { key: string; label: string; permalink: string }[] };
}

export async function createPages(args: CreatePagesArgs): Promise<void> {
  forgetMdxSources();
  const docs = await run<DocsQuery>(args, DOCS_QUERY);
  const blog = await run<BlogQuery>(args, BLOG_QUERY);
  // Validated when the node was made (src/node/content.ts).
  const sidebarSources = docs.allDocSidebars.nodes.map((n) => ({ file: n.file, config: JSON.parse(n.config) as SidebarsConfig }));
  const built = builtVersions();
  const endpointsOfVersion = (name: string) => docs.allApiEndpoint.nodes.filter((e) => e.version === name);
  const versions = built.map((version) => ({
    version,
    docs: docs.allDoc.nodes
      .filter((d) => d.version === version.name)
      .map((d) => ({ ...docMeta(d, endpointsOfVersion(version.name)), path: d.path, draft: d.draft, redirectFrom: d.redirectFrom })),
    endpoints: docs.allApiEndpoint.nodes.filter((e) => e.version === version.name),
    sidebars: sidebarsOfVersion(sidebarSources, version.name),
  }));
  const today = todayForPosts();
  // The checks `npm run check:mdx` runs too, before any page exists.
  const { routes, resolved } = checkSite({
    versions,
    posts: blog.allBlogPost.nodes,
    authors: blog.allBlogAuthor.nodes.map((a) => a.key),
    tags: blog.allBlogTag.nodes,
    production: isProductionBuild(),
    today,
  });
  for (const sidebars of resolved.values()) for (const warning of sidebars.warnings) args.reporter.warn(warning);
  // Every version's routes, for the version switch (the same page in another version, else its root).
  const routesOf = new Map(built.map((v) => [v.name, new Set(Object.keys(resolved.get(v.name)?.navByPath ?? {}))]));
  for (const version of built) {
    const sidebars = resolved.get(version.name);
    if (sidebars) createDocPages(args, routes, docs, version, sidebars, versions.find((v) => v.version === version)?.sidebars.file ?? "", routesOf);
  }
  createBlogPages(args, routes, blog, today);
  if (testPagesEnabled()) {
    // Test-only page that throws while rendering, to exercise the crash screen.
    const fixture = path.resolve("tests/fixtures/templates/test-crash.tsx");
    pageCreator(args.actions, routes)<EmptyContext>("tests/fixtures/templates/test-crash.tsx", { path: "/__test__/crash", component: fixture, context: {} });
  }
}

/**
 * A query fails when a resolver met bad content: the table of contents of a page whose MDX
 * does not parse reports "<file>:<line>:<column>: …". That is the writer's message, shown short.
 */
async function run<T>(args: CreatePagesArgs, query: string): Promise<T> {
  const result = await args.graphql<T>(query);
  const errors = (result.errors ?? []) as { message?: string }[];
  if (errors.length) throw new ContentError(errors.map((e) => e.message ?? JSON.stringify(e)).join("\n"));
  if (!result.data) throw new Error(`GraphQL: query ${query.slice(0, 40)}… returned no data`);
  return result.data;
}

const DOCS_QUERY = `query CreateDocPages {
  allDoc(sort: { path: ASC }) {
    nodes {
      id docId path version title sidebarLabel description displayedSidebar displayedSidebarSet
      sidebarBadge draft unlisted hideTableOfContents tocMaxHeadingLevel redirectFrom file contentFilePath
      tableOfContents(maxDepth: ${TOC_LEVELS.max})
    }
  }
  allApiEndpoint(sort: [{ page: ASC }, { order: ASC }]) {
    nodes { page version file order title method path since removed sections { ${API_SECTIONS.join(" ")} } }
  }
  allDocSidebars { nodes { file version config } }
}`;

/** A doc as the sidebars see it; an API page with no badge of its own takes its endpoints'. */
const docMeta = (d: DocsQuery["allDoc"]["nodes"][number], endpoints: DocsQuery["allApiEndpoint"]["nodes"]): DocMeta => ({
  id: d.docId,
  title: d.title,
  sidebarLabel: d.sidebarLabel,
  sidebarBadge: d.sidebarBadge ?? endpointPageBadge(endpoints.filter((e) => e.page === d.path)),
  description: d.description,
  displayedSidebar: d.displayedSidebarSet ? d.displayedSidebar : undefined,
  file: d.file,
  draft: d.draft,
});

function createDocPages(
  args: CreatePagesArgs,
  routes: RouteTable,
  data: DocsQuery,
  version: DocsVersion,
  resolved: ResolvedSidebars,
  sidebarsFile: string,
  routesOf: ReadonlyMap<string, ReadonlySet<string>>,
) {
  const createPage = pageCreator(args.actions, routes);
  const all = data.allDoc.nodes.filter((d) => d.version === version.name);
  const published = isProductionBuild() ? all.filter((d) => !d.draft) : all;
  const versionOf = (pagePath: string) => docVersionContext(pagePath, version, routesOf);

  const endpointsByPage = new Map<string, EndpointRef[]>();
  for (const e of data.allApiEndpoint.nodes.filter((x) => x.version === version.name)) endpointsByPage.set(e.page, [...(endpointsByPage.get(e.page) ?? []), e]);

  // next pages unchanged from the latest render the latest's compiled MDX (src/node/sharedDocSources.ts).
  const latest = docVersions.find((v) => v.isLast);
  const latestFiles = new Map(
    version.name === CURRENT_VERSION && latest && latest.name !== version.name
      ? data.allDoc.nodes.filter((d) => d.version === latest.name).map((d) => [d.docId, d.contentFilePath])
      : [],
  );
  const compiledFrom = (d: DocsQuery["allDoc"]["nodes"][number]) => {
    const theirs = latestFiles.get(d.docId);
    return theirs && sameMdxSource(d.contentFilePath, theirs) ? theirs : null;
  };

  for (const d of published) {
    const nav = resolved.navByPath[d.path];
    const file = sourceFileContext(d.contentFilePath);
    // Only a date from git is a claim about the content; a file's mtime is not.
    const dateModified = file.lastUpdated?.source === "git" ? file.lastUpdated.date : null;
    const shared = compiledFrom(d);
    createPage<DocPageContext>(d.file, {
      path: d.path,
      component: withContent("doc", shared ?? d.contentFilePath),
      context: {
        id: d.id,
        mdxLinksInto: shared ? version.name : null,
        pagePath: d.path,
        unlisted: d.unlisted,
        draft: d.draft,
        section: sectionOfSidebar(nav.sidebar),
        sidebarName: nav.sidebar,
        sidebar: nav.sidebar ? resolved.trees[nav.sidebar] : null,
        breadcrumbs: nav.breadcrumbs,
        previous: nav.previous,
        next: nav.next,
        cards: nav.cards,
        ...versionOf(d.path),
        jsonLd: serializeJsonLd([
          breadcrumbJsonLd(nav.breadcrumbs),
          techArticleJsonLd({ title: d.title, description: d.description, path: d.path, image: ogImagePath(d.path), dateModified }),
        ]),
        ...file,
        toc: d.hideTableOfContents
          ? []
          : [...buildToc(d.tableOfContents, d.tocMaxHeadingLevel), ...apiToc(endpointsByPage.get(d.path) ?? [], d.tocMaxHeadingLevel)],
      },
    });
  }
  for (const c of resolved.categoryPages) {
    const nav = resolved.navByPath[c.path];
    createPage<DocCategoryContext>(routeSources.category(c.label, sidebarsFile), {
      path: c.path,
      component: template("doc-category"),
      context: {
        pagePath: c.path,
        label: c.label,
        description: c.description,
        cards: c.cards,
        ...versionOf(c.path),
        jsonLd: serializeJsonLd([breadcrumbJsonLd(nav.breadcrumbs), webPageJsonLd({ title: c.label, description: c.description, path: c.path, type: "CollectionPage" })]),
        section: sectionOfSidebar(c.sidebar),
        sidebarName: c.sidebar,
        sidebar: resolved.trees[c.sidebar],
        breadcrumbs: nav.breadcrumbs,
        previous: nav.previous,
        next: nav.next,
      },
    });
  }
}

const BLOG_QUERY = `query CreateBlogPages {
  allBlogPost(sort: { date: DESC }) {
    nodes {
      id slug path title description date authorKeys tagKeys draft unlisted file contentFilePath
      authors { name url }
      tableOfContents(maxDepth: ${TOC_LEVELS.max})
    }
  }
  allBlogAuthor { nodes { key name } }
  allBlogTag { nodes { key label permalink } }
}`;

function createBlogPages(args: CreatePagesArgs, routes: RouteTable, data: BlogQuery, today: string) {
  const createPage = pageCreator(args.actions, routes);
  const authors = new Set(data.allBlogAuthor.nodes.map((a) => a.key));
  const tags = new Map(data.allBlogTag.nodes.map((t) => [t.key, t]));

  // Drafts and posts dated after today are left out of production builds.
  const posts = data.allBlogPost.nodes.filter((p) => isPublished(p, isProductionBuild(), today));
  // Lists show neither drafts nor unlisted posts; unlisted posts still get their page.
  const listed = posts.filter((p) => !p.unlisted && !p.draft);
  const sidebar = groupByYear(listed.map((p) => ({ date: p.date, title: p.title, href: p.path })));

  const pages = Math.max(1, Math.ceil(listed.length / blogConfig.postsPerPage));
  for (let i = 0; i < pages; i++) {
    createPage<BlogListContext>(routeSources.blogList(i + 1), {
      path: blogRoutes.list(i + 1),
      component: template("blog-list"),
      context: {
        ids: listed.slice(i * blogConfig.postsPerPage, (i + 1) * blogConfig.postsPerPage).map((p) => p.id),
        page: i + 1,
        pages,
        sidebar,
      },
    });
  }

  posts.forEach((p) => {
    const at = listed.indexOf(p);
    const newer = at > 0 ? listed[at - 1] : null;
    const older = at >= 0 && at < listed.length - 1 ? listed[at + 1] : null;
    createPage<BlogPostContext>(p.file, {
      path: p.path,
      component: withContent("blog-post", p.contentFilePath),
      context: {
        id: p.id,
        jsonLd: serializeJsonLd(
          blogPostingJsonLd({ title: p.title, description: p.description, path: p.path, image: ogImagePath(p.path), datePublished: p.date.slice(0, 10), authors: p.authors }),
        ),
        unlisted: p.unlisted,
        draft: p.draft,
        sidebar,
        newer: newer && { label: newer.title, href: newer.path },
        older: older && { label: older.title, href: older.path },
        toc: buildToc(p.tableOfContents, TOC_LEVELS.max),
        ...sourceFileContext(p.contentFilePath),
      },
    });
  });

  // The archive lists the same year groups as the sidebar.
  createPage<BlogArchiveContext>(routeSources.blogArchive, { path: blogRoutes.archive, component: template("blog-archive"), context: { years: sidebar } });

  const listedIds = listed.map((p) => p.id);
  createPage<BlogListedContext>(routeSources.blogTags, { path: blogRoutes.tags, component: template("blog-tags"), context: { ids: listedIds } });
  for (const tag of tags.values()) {
    createPage<BlogFilteredContext>(routeSources.blogTag(tag.key), {
      path: tag.permalink,
      component: template("blog-tag"),
      context: { key: tag.key, ids: listed.filter((p) => p.tagKeys.includes(tag.key)).map((p) => p.id), sidebar },
    });
  }

  createPage<BlogListedContext>(routeSources.blogAuthors, { path: blogRoutes.authors, component: template("blog-authors"), context: { ids: listedIds } });
  for (const key of authors) {
    createPage<BlogFilteredContext>(routeSources.blogAuthor(key), {
      path: blogRoutes.author(key),
      component: template("blog-author"),
      context: { key, ids: listed.filter((p) => p.authorKeys.includes(key)).map((p) => p.id), sidebar },
    });
  }
}
