import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../config/labels";
import BlogShell from "../components/blog/BlogShell";
import PostList from "../components/blog/PostList";
import Seo from "../components/layout/Seo";
import type { BlogFilteredContext } from "../lib/pageContexts";
import { blogRoutes } from "../config/routes";

/** The posts of one tag. */
export default function BlogTagTemplate({
  data,
  pageContext: c,
}: PageProps<Queries.BlogTagQuery, BlogFilteredContext>) {
  const tag = data.blogTag;
  if (!tag) return null;
  return (
    <BlogShell sidebar>
      <h1>{t("blog.tagPosts", { tag: tag.label, count: c.ids.length })}</h1>
      {tag.description ? <p>{tag.description}</p> : null}
      <p>
        <Link to={blogRoutes.tags}>{t("blog.allTags")}</Link>
      </p>
      <PostList ids={c.ids} posts={data.allBlogPost.nodes} />
    </BlogShell>
  );
}

export const Head: HeadFC<Queries.BlogTagQuery, BlogFilteredContext> = ({ data, pageContext: c }) => (
  <Seo
    title={t("blog.tagPosts", { tag: data.blogTag?.label ?? c.key, count: c.ids.length })}
    description={data.blogTag?.description}
    path={data.blogTag?.permalink ?? blogRoutes.tags}
  />
);

export const query = graphql`
  query BlogTag($key: String!, $ids: [String!]!) {
    blogTag(key: { eq: $key }) {
      label
      permalink
      description
    }
    allBlogPost(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { path: ASC }]) {
      nodes {
        id
        ...PostSummaryFields
      }
    }
  }
`;
