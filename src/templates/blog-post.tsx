import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import { t } from "../config/labels";
import { mdxComponents } from "../components/mdx/mdxComponents";
import BlogShell from "../components/blog/BlogShell";
import { PostAuthors, PostDateLine, PostTags } from "../components/blog/PostMeta";
import FeedLinks from "../components/blog/FeedLinks";
import DocBanner from "../components/docs/DocBanner";
import PageSourceInfo from "../components/docs/PageSourceInfo";
import { DocTocDesktop, DocTocMobile } from "../components/docs/DocToc";
import Seo from "../components/layout/Seo";
import * as styles from "../components/blog/BlogPages.module.css";
import type { BlogPostContext } from "../lib/pageContexts";
import { blogRoutes } from "../config/routes";


export default function BlogPostTemplate({ data, pageContext: c, children }: PageProps<Queries.BlogPostPageQuery, BlogPostContext>) {
  const post = data.blogPost;
  if (!post) return null;
  return (
    <BlogShell sidebar aside={c.toc.length ? <DocTocDesktop items={c.toc} /> : undefined}>
      <article data-search-area={t("blog.title")}>
        {post.draft ? <DocBanner kind="draft">{t("docs.draftBanner")}</DocBanner> : null}
        {post.unlisted ? <DocBanner kind="unlisted">{t("docs.unlistedBanner")}</DocBanner> : null}
        <h1>{post.title}</h1>
        <PostDateLine post={post} />
        <PostAuthors post={post} />
        {c.toc.length ? <DocTocMobile items={c.toc} /> : null}
        <div className="markdown">
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
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

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      title
      path
      description
      draft
      unlisted
      ...PostMetaFields
    }
  }
`;
