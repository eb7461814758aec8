/**
 * A blog post: title, date and authors, content (the content tree from the page data), tags and
 * the links to the newer and older posts. The template (src/templates/blog-post.tsx) holds its query.
 */
import React from "react";
import { Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../../config/labels";
import ContentTree from "../mdx/ContentTree";
import type { ContentTree as Tree } from "../../lib/mdx/contentTree";
import BlogShell from "./BlogShell";
import { PostAuthors, PostDateLine, PostTags } from "./PostMeta";
import FeedLinks from "./FeedLinks";
import PageBanner from "../page/PageBanner";
import PageSourceInfo from "../page/PageSourceInfo";
import { PageTocDesktop, PageTocMobile } from "../page/PageToc";
import Seo from "../layout/Seo";
import * as styles from "./BlogPages.module.css";
import type { BlogPostContext } from "../../lib/pageContexts";
import { blogRoutes } from "../../config/routes";

export default function BlogPostPage({ data, pageContext: c }: PageProps<Queries.BlogPostPageQuery, BlogPostContext>) {
  const post = data.blogPost;
  if (!post) return null;
  return (
    <BlogShell sidebar aside={c.toc.length ? <PageTocDesktop items={c.toc} /> : undefined}>
      <article data-search-area={t("blog.title")}>
        {post.draft ? <PageBanner kind="draft">{t("docs.draftBanner")}</PageBanner> : null}
        {post.unlisted ? <PageBanner kind="unlisted">{t("docs.unlistedBanner")}</PageBanner> : null}
        <h1>{post.title}</h1>
        <PostDateLine post={post} />
        <PostAuthors post={post} />
        {c.toc.length ? <PageTocMobile items={c.toc} /> : null}
        <div className="markdown">
          <ContentTree tree={(post.content ?? []) as Tree} />
        </div>
        <PostTags post={post} />
        <PageSourceInfo source={c} />
      </article>
      {c.newer || c.older ? (
        <nav className={styles.postNav} aria-label={t("blog.postPagination")}>
          {c.newer ? (
            <Link to={c.newer.href} rel="prev">
              <small>{t("blog.newer")}</small>« {c.newer.label}
            </Link>
          ) : (
            <span />
          )}
          {c.older ? (
            <Link to={c.older.href} rel="next" className={styles.older}>
              <small>{t("blog.older")}</small>
              {c.older.label} »
            </Link>
          ) : null}
        </nav>
      ) : null}
    </BlogShell>
  );
}

export const Head: HeadFC<Queries.BlogPostPageQuery, BlogPostContext> = ({ data: { blogPost: post }, pageContext }) => (
  <Seo
    title={post?.title}
    description={post?.description}
    path={post?.path ?? blogRoutes.list()}
    noindex={!!post?.unlisted}
    type="article"
    jsonLd={pageContext.jsonLd}
  >
    <FeedLinks />
  </Seo>
);
