import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../config/labels";
import BlogShell from "../components/blog/BlogShell";
import PostList from "../components/blog/PostList";
import type { BlogSidebarGroup } from "../components/blog/BlogSidebar";
import Seo from "../components/layout/Seo";

interface Context {
  key: string;
  ids: string[];
  sidebar: BlogSidebarGroup[];
}

/** The posts of one author. */
export default function BlogAuthorTemplate({ data, pageContext: c }: PageProps<Queries.BlogAuthorQuery, Context>) {
  const author = data.blogAuthor;
  if (!author) return null;
  return (
    <BlogShell path={`/blog/authors/${c.key}`} sidebar={c.sidebar}>
      <h1>{t("blog.authorPosts", { name: author.name, count: c.ids.length })}</h1>
      {author.title ? <p>{author.title}</p> : null}
      <p>
        <Link to="/blog/authors">{t("blog.authors")}</Link>
      </p>
      <PostList ids={c.ids} posts={data.allBlogPost.nodes} />
    </BlogShell>
  );
}

export const Head: HeadFC<Queries.BlogAuthorQuery, Context> = ({ data, pageContext: c }) => (
  <Seo title={t("blog.authorPosts", { name: data.blogAuthor?.name ?? c.key, count: c.ids.length })} path={`/blog/authors/${c.key}`} />
);

export const query = graphql`
  query BlogAuthor($key: String!, $ids: [String!]!) {
    blogAuthor(key: { eq: $key }) {
      name
      title
    }
    allBlogPost(filter: { id: { in: $ids } }) {
      nodes {
        id
        ...PostSummaryFields
      }
    }
  }
`;
