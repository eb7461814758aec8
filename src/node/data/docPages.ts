/** Docs pages and generated category pages of one version, from GraphQL data and the resolved sidebars. */
import type { CreatePagesArgs } from "gatsby";
import { sectionOfSidebar } from "../../config/navbar";
import type { DocsVersion } from "../../config/versions";
import { docVersionContext } from "../../lib/docVersionContext";
import { isProductionBuild } from "../../config/env";
import type { DocMeta, ResolvedSidebars } from "../../lib/sidebar";
import { buildToc, type MdxTocEntry } from "../../lib/toc";
import { apiToc, type EndpointRef } from "../../lib/apiSections";
import { API_SECTIONS } from "../../lib/api/sectionNames";
import { endpointPageBadge } from "../../lib/badgeText";
import { RouteTable, routeSources } from "../../lib/routeTable";
import { TOC_LEVELS, type DocFrontmatter } from "../../lib/frontmatter";
import { breadcrumbJsonLd, serializeJsonLd, techArticleJsonLd, webPageJsonLd } from "../../lib/jsonLd";
import { ogImagePath } from "../../lib/ogImage";
import type { DocCategoryContext, DocPageContext } from "../../lib/pageContexts";
import { pageCreator, sourceFileContext, template } from "./pageCreation";

type DocFields = Pick<
  DocFrontmatter,
  | "title"
  | "sidebarLabel"
  | "sidebarBadge"
  | "description"
  | "draft"
  | "unlisted"
  | "hideTableOfContents"
  | "tocMaxHeadingLevel"
  | "redirectFrom"
>;
export interface DocsQuery {
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
  allApiEndpoint: {
    nodes: (EndpointRef & {
      page: string;
      version: string;
      file: string;
      order: number;
      since: string | null;
      removed: string | null;
    })[];
  };
  allDocSidebars: { nodes: { file: string; version: string; config: string }[] };
}

/**
 * A production build asks for every page's content here, so bad content fails before any webpack
 * work, naming the file and line; `gatsby develop` runs createPages again after every saved edit
 * and leaves each page's content to its own query (an error shows in the browser's overlay).
 */
export const contentField = () => (isProductionBuild() ? "compiled: content" : "");

export const docsQuery = () => `query CreateDocPages {
  allDoc(sort: { path: ASC }) {
    nodes {
      id docId path version title sidebarLabel description displayedSidebar displayedSidebarSet
      sidebarBadge draft unlisted hideTableOfContents tocMaxHeadingLevel redirectFrom file contentFilePath
      tableOfContents(maxDepth: ${TOC_LEVELS.max})
      ${contentField()}
    }
  }
  allApiEndpoint(sort: [{ page: ASC }, { order: ASC }]) {
    nodes { page version file order title method path since removed sections { ${API_SECTIONS.join(" ")} } }
  }
  allDocSidebars { nodes { file version config } }
}`;

type EndpointNode = DocsQuery["allApiEndpoint"]["nodes"][number];

/** One version's endpoint descriptions, by the page that shows them (in file and entry order). */
export function endpointsByPage(endpoints: readonly EndpointNode[], version: string): Map<string, EndpointNode[]> {
  const byPage = new Map<string, EndpointNode[]>();
  for (const e of endpoints) {
    if (e.version !== version) continue;
    const list = byPage.get(e.page);
    if (list) list.push(e);
    else byPage.set(e.page, [e]);
  }
  return byPage;
}

/** A doc as the sidebars see it; an API page with no badge of its own takes its endpoints'. */
export const docMeta = (d: DocsQuery["allDoc"]["nodes"][number], pageEndpoints: readonly EndpointNode[]): DocMeta => ({
  id: d.docId,
  title: d.title,
  sidebarLabel: d.sidebarLabel,
  sidebarBadge: d.sidebarBadge ?? endpointPageBadge(pageEndpoints),
  description: d.description,
  displayedSidebar: d.displayedSidebarSet ? d.displayedSidebar : undefined,
  file: d.file,
  draft: d.draft,
});

export function createDocPages(
  args: CreatePagesArgs,
  routes: RouteTable,
  data: DocsQuery,
  version: DocsVersion,
  resolved: ResolvedSidebars,
  sidebarsFile: string,
  routesOf: ReadonlyMap<string, ReadonlySet<string>>,
  /** The page diffs, by page route and other version (src/node/data/upgradePages.ts). */
  diffOf: (pagePath: string, otherVersion: string) => string | undefined = () => undefined,
) {
  const createPage = pageCreator(args.actions, routes);
  const all = data.allDoc.nodes.filter((d) => d.version === version.name);
  const published = isProductionBuild() ? all.filter((d) => !d.draft) : all;
  const versionOf = (pagePath: string) =>
    docVersionContext(pagePath, version, routesOf, undefined, (other) => diffOf(pagePath, other));

  const endpointsOf = endpointsByPage(data.allApiEndpoint.nodes, version.name);

  for (const d of published) {
    const nav = resolved.navByPath[d.path];
    const file = sourceFileContext(d.contentFilePath);
    // Only a date from git is a claim about the content; a file's mtime is not.
    const dateModified = file.lastUpdated?.source === "git" ? file.lastUpdated.date : null;
    createPage<DocPageContext>(d.file, {
      path: d.path,
      component: template("doc"),
      context: {
        id: d.id,
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
          techArticleJsonLd({
            title: d.title,
            description: d.description,
            path: d.path,
            image: ogImagePath(d.path),
            dateModified,
          }),
        ]),
        ...file,
        toc: d.hideTableOfContents
          ? []
          : [
              ...buildToc(d.tableOfContents, d.tocMaxHeadingLevel),
              ...apiToc(endpointsOf.get(d.path) ?? [], d.tocMaxHeadingLevel),
            ],
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
        jsonLd: serializeJsonLd([
          breadcrumbJsonLd(nav.breadcrumbs),
          webPageJsonLd({ title: c.label, description: c.description, path: c.path, type: "CollectionPage" }),
        ]),
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
