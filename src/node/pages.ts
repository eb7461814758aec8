/** createPages: docs, generated category pages and the blog, from GraphQL data and src/build. */
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { sidebars } from "../config/sidebars";
import { blog as blogConfig } from "../config/site";
import { resolveSidebars, type DocMeta } from "../build/sidebar";
import { buildToc, type MdxTocEntry } from "../build/toc";
import { groupByYear } from "../build/blog";
import { apiToc, type EndpointRef } from "../build/apiSections";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
const withContent = (name: string, contentFilePath: string) => `${template(name)}?__contentFilePath=${contentFilePath}`;

interface DocsQuery {
  allDoc: {
    nodes: {
      id: string;
      docId: string;
      path: string;
      title: string;
      sidebarLabel: string | null;
      description: string | null;
      displayedSidebar: string | null;
      displayedSidebarSet: boolean;
      draft: boolean;
      unlisted: boolean;
      hideTableOfContents: boolean;
      tocMaxHeadingLevel: number;
      file: string;
      contentFilePath: string;
      mdx: { tableOfContents: { items?: MdxTocEntry[] } | null };
    }[];
  };
}

interface ApiQuery {
  allApiEndpoint: { nodes: { page: string; title: string; method: string; path: string; removed: string | null; responseExample: string | null; params: unknown[]; response: unknown[]; errors: unknown[] }[] };
}

interface BlogQuery {
  allBlogPost: {
    nodes: {
      id: string;
      slug: string;
      path: string;
      title: string;
      date: string;
      authorKeys: string[];
      tagKeys: string[];
      draft: boolean;
      unlisted: boolean;
      file: string;
      contentFilePath: string;
      mdx: { tableOfContents: { items?: MdxTocEntry[] } | null };
    }[];
  };
  allBlogAuthor: { nodes: { key: string; name: string }[] };
  allBlogTag: { nodes: { key: string; label: string; permalink: string }[] };
}

export async function createPages(args: CreatePagesArgs): Promise<void> {
  await createDocPages(args);
  await createBlogPages(args);
  if (process.env.ARCADIA_TEST_PAGES === "1") {
    // Test-only page that throws while rendering, to exercise the crash screen.
    args.actions.createPage({ path: "/__test__/crash", component: template("test-crash"), context: {} });
  }
}

const isProduction = () => process.env.NODE_ENV === "production";

async function run<T>(args: CreatePagesArgs, query: string): Promise<T> {
  const result = await args.graphql<T>(query);
  if (result.errors || !result.data) throw new Error(`GraphQL: ${JSON.stringify(result.errors)}`);
  return result.data;
}

async function createDocPages(args: CreatePagesArgs) {
  const data = await run<DocsQuery>(
    args,
    `query CreateDocPages {
      allDoc(sort: { path: ASC }) {
        nodes {
          id docId path title sidebarLabel description displayedSidebar displayedSidebarSet
          draft unlisted hideTableOfContents tocMaxHeadingLevel file contentFilePath
          mdx { tableOfContents(maxDepth: 3) }
        }
      }
    }`,
  );
  const all = data.allDoc.nodes;
  const published = isProduction() ? all.filter((d) => !d.draft) : all;
  const drafts = new Set(all.filter((d) => !published.includes(d)).map((d) => d.docId));
  const metas: DocMeta[] = published.map((d) => ({
    id: d.docId,
    title: d.title,
    sidebarLabel: d.sidebarLabel,
    description: d.description,
    displayedSidebar: d.displayedSidebarSet ? d.displayedSidebar : undefined,
    file: d.file,
    draft: d.draft,
  }));
  const resolved = resolveSidebars(sidebars, metas, { skipMissingIds: drafts });
  const api = await run<ApiQuery>(
    args,
    `query CreateApiToc { allApiEndpoint(sort: [{ page: ASC }, { order: ASC }]) { nodes { page title method path removed responseExample params { name } response { name } errors { message } } } }`,
  );
  const endpointsByPage = new Map<string, EndpointRef[]>();
  for (const e of api.allApiEndpoint.nodes) {
    const ref = {
      title: e.title,
      method: e.method,
      path: e.path,
      hasParams: e.params.length > 0,
      hasResponse: e.response.length > 0,
      hasErrors: e.errors.length > 0,
      removed: !!e.removed,
      hasResponseExample: !!e.responseExample,
    };
    endpointsByPage.set(e.page, [...(endpointsByPage.get(e.page) ?? []), ref]);
  }

  for (const d of published) {
    const nav = resolved.navByPath[d.path];
    args.actions.createPage({
      path: d.path,
      component: withContent("doc", d.contentFilePath),
      context: {
        id: d.id,
        pagePath: d.path,
        unlisted: d.unlisted,
        draft: d.draft,
        sidebarName: nav.sidebar,
        sidebar: nav.sidebar ? resolved.trees[nav.sidebar] : null,
        breadcrumbs: nav.breadcrumbs,
        previous: nav.previous,
        next: nav.next,
        cards: nav.cards,
        toc: d.hideTableOfContents
          ? []
          : [...buildToc(d.mdx.tableOfContents, d.tocMaxHeadingLevel === 2 ? 2 : 3), ...apiToc(endpointsByPage.get(d.path) ?? [], d.tocMaxHeadingLevel === 2 ? 2 : 3)],
      },
    });
  }
  for (const c of resolved.categoryPages) {
    const nav = resolved.navByPath[c.path];
    args.actions.createPage({
      path: c.path,
      component: template("doc-category"),
      context: {
        pagePath: c.path,
        label: c.label,
        description: c.description,
        cards: c.cards,
        sidebarName: c.sidebar,
        sidebar: resolved.trees[c.sidebar],
        breadcrumbs: nav.breadcrumbs,
        previous: nav.previous,
        next: nav.next,
      },
    });
  }
}

async function createBlogPages(args: CreatePagesArgs) {
  const data = await run<BlogQuery>(
    args,
    `query CreateBlogPages {
      allBlogPost(sort: { date: DESC }) {
        nodes {
          id slug path title date authorKeys tagKeys draft unlisted file contentFilePath
          mdx { tableOfContents(maxDepth: 3) }
        }
      }
      allBlogAuthor { nodes { key name } }
      allBlogTag { nodes { key label permalink } }
    }`,
  );
  const authors = new Set(data.allBlogAuthor.nodes.map((a) => a.key));
  const tags = new Map(data.allBlogTag.nodes.map((t) => [t.key, t]));
  const slugs = new Map<string, string>();
  for (const p of data.allBlogPost.nodes) {
    for (const a of p.authorKeys) if (!authors.has(a)) throw new Error(`${p.file}: front matter "authors" names "${a}", which is not in content/blog/authors.yaml.`);
    for (const t of p.tagKeys) if (!tags.has(t)) throw new Error(`${p.file}: front matter "tags" names "${t}", which is not in content/blog/tags.yaml.`);
    const other = slugs.get(p.slug);
    if (other) throw new Error(`${p.file}: front matter "slug" "${p.slug}" is already used by ${other}.`);
    slugs.set(p.slug, p.file);
  }

  const posts = data.allBlogPost.nodes.filter((p) => !(isProduction() && p.draft));
  // Lists show neither drafts nor unlisted posts; unlisted posts still get their page.
  const listed = posts.filter((p) => !p.unlisted && !p.draft);
  const sidebar = groupByYear(listed.map((p) => ({ date: p.date, title: p.title, href: p.path })));
  const base = blogConfig.basePath;

  const pages = Math.max(1, Math.ceil(listed.length / blogConfig.postsPerPage));
  for (let i = 0; i < pages; i++) {
    args.actions.createPage({
      path: i === 0 ? base : `${base}/page/${i + 1}`,
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
    args.actions.createPage({
      path: p.path,
      component: withContent("blog-post", p.contentFilePath),
      context: {
        id: p.id,
        unlisted: p.unlisted,
        draft: p.draft,
        sidebar,
        newer: newer && { label: newer.title, href: newer.path },
        older: older && { label: older.title, href: older.path },
        toc: buildToc(p.mdx.tableOfContents, 3),
      },
    });
  });

  args.actions.createPage({
    path: `${base}/archive`,
    component: template("blog-archive"),
    context: { years: groupByYear(listed.map((p) => ({ date: p.date, title: p.title, href: p.path }))) },
  });

  args.actions.createPage({ path: `${base}/tags`, component: template("blog-tags"), context: {} });
  for (const tag of tags.values()) {
    args.actions.createPage({
      path: tag.permalink,
      component: template("blog-tag"),
      context: { key: tag.key, ids: listed.filter((p) => p.tagKeys.includes(tag.key)).map((p) => p.id), sidebar },
    });
  }

  args.actions.createPage({ path: `${base}/authors`, component: template("blog-authors"), context: {} });
  for (const key of authors) {
    args.actions.createPage({
      path: `${base}/authors/${key}`,
      component: template("blog-author"),
      context: { key, ids: listed.filter((p) => p.authorKeys.includes(key)).map((p) => p.id), sidebar },
    });
  }
}
