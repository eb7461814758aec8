/** The blog: posts, list pages, tags, authors and the archive, from GraphQL data. */
import type { CreatePagesArgs } from "gatsby";
import { blog as blogConfig } from "../../config/site";
import { blogRoutes } from "../../config/routes";
import { isProductionBuild } from "../../config/env";
import { buildToc, type MdxTocEntry } from "../../lib/toc";
import { groupByYear, isPublished } from "../../lib/blog";
import { RouteTable, routeSources } from "../../lib/routeTable";
import { TOC_LEVELS, type PostNodeFields } from "../../lib/frontmatter";
import { blogPostingJsonLd, serializeJsonLd } from "../../lib/jsonLd";
import { ogImagePath } from "../../lib/ogImage";
import type {
  BlogArchiveContext,
  BlogFilteredContext,
  BlogListedContext,
  BlogListContext,
  BlogPostContext,
} from "../../lib/pageContexts";
import { pageCreator, sourceFileContext, template } from "./pageCreation";
import { contentField } from "./docPages";

export interface BlogQuery {
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

export const blogQuery = () => `query CreateBlogPages {
  allBlogPost(sort: { date: DESC }) {
    nodes {
      id slug path title description date authorKeys tagKeys draft unlisted file contentFilePath
      authors { name url }
      tableOfContents(maxDepth: ${TOC_LEVELS.max})
      ${contentField()}
    }
  }
  allBlogAuthor { nodes { key name } }
  allBlogTag { nodes { key label permalink } }
}`;

export function createBlogPages(args: CreatePagesArgs, routes: RouteTable, data: BlogQuery, today: string) {
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
      component: template("blog-post"),
      context: {
        id: p.id,
        jsonLd: serializeJsonLd(
          blogPostingJsonLd({
            title: p.title,
            description: p.description,
            path: p.path,
            image: ogImagePath(p.path),
            datePublished: p.date.slice(0, 10),
            authors: p.authors,
          }),
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
  createPage<BlogArchiveContext>(routeSources.blogArchive, {
    path: blogRoutes.archive,
    component: template("blog-archive"),
    context: { years: sidebar },
  });

  const listedIds = listed.map((p) => p.id);
  createPage<BlogListedContext>(routeSources.blogTags, {
    path: blogRoutes.tags,
    component: template("blog-tags"),
    context: { ids: listedIds },
  });
  for (const tag of tags.values()) {
    createPage<BlogFilteredContext>(routeSources.blogTag(tag.key), {
      path: tag.permalink,
      component: template("blog-tag"),
      context: { key: tag.key, ids: listed.filter((p) => p.tagKeys.includes(tag.key)).map((p) => p.id), sidebar },
    });
  }

  createPage<BlogListedContext>(routeSources.blogAuthors, {
    path: blogRoutes.authors,
    component: template("blog-authors"),
    context: { ids: listedIds },
  });
  for (const key of authors) {
    createPage<BlogFilteredContext>(routeSources.blogAuthor(key), {
      path: blogRoutes.author(key),
      component: template("blog-author"),
      context: { key, ids: listed.filter((p) => p.authorKeys.includes(key)).map((p) => p.id), sidebar },
    });
  }
}
