import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../config/labels";
import BlogShell from "../components/blog/BlogShell";
import PostList from "../components/blog/PostList";
import Seo from "../components/layout/Seo";
import type { BlogFilteredContext } from "../lib/pageContexts";
import { blogRoutes } from "../config/routes";

/** The posts of one author. */
export default function BlogAuthorTemplate({
  data,
  pageContext: c,
}: PageProps<Queries.BlogAuthorQuery, BlogFilteredContext>) {
  const author = data.blogAuthor;
  if (!author) return null;
  return (
    <BlogShell sidebar>
      <h1>{t("blog.authorPosts", { name: author.name, count: c.ids.length })}</h1>
      {author.title ? <p>{author.title}</p> : null}
      <p>
        <Link to={blogRoutes.authors}>{t("blog.authors")}</Link>
      </p>
      <PostList ids={c.ids} posts={data.allBlogPost.nodes} />
    </BlogShell>
  );
}

export const Head: HeadFC<Queries.BlogAuthorQuery, BlogFilteredContext> = ({ data, pageContext: c }) => (
  <Seo
    title={t("blog.authorPosts", { name: data.blogAuthor?.name ?? c.key, count: c.ids.length })}
    path={blogRoutes.author(c.key)}
  />
);

export const query = graphql`
  query BlogAuthor($key: String!, $ids: [String!]!) {
    blogAuthor(key: { eq: $key }) {
      name
      title
    }
    allBlogPost(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { path: ASC }]) {
      nodes {
        id
        ...PostSummaryFields
      }
    }
  }
`;
