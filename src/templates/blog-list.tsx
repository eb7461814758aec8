import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../config/labels";
import BlogShell from "../components/blog/BlogShell";
import PostList from "../components/blog/PostList";
import FeedLinks from "../components/blog/FeedLinks";
import Seo from "../components/layout/Seo";
import * as styles from "../components/blog/BlogPages.module.css";
import type { BlogListContext } from "../lib/pageContexts";
import { blogRoutes } from "../config/routes";

const pagePath = blogRoutes.list;

export default function BlogListTemplate({ data, pageContext: c }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  return (
    <BlogShell sidebar>
      <h1 className={c.page > 1 ? undefined : "visually-hidden"}>
        {c.page > 1 ? `${t("blog.title")} · ${t("blog.page", { page: c.page })}` : t("blog.title")}
      </h1>
      <PostList ids={c.ids} posts={data.allBlogPost.nodes} />
      {c.pages > 1 ? (
        <nav className={styles.pager} aria-label={t("blog.listPagination")}>
          {c.page > 1 ? <Link to={pagePath(c.page - 1)}>« {t("blog.newer")}</Link> : <span />}
          {c.page < c.pages ? <Link to={pagePath(c.page + 1)}>{t("blog.older")} »</Link> : null}
        </nav>
      ) : null}
      <p className={styles.archiveLink}>
        <Link to={blogRoutes.archive}>{t("blog.archive")}</Link> · <Link to={blogRoutes.tags}>{t("blog.allTags")}</Link>{" "}
        · <Link to={blogRoutes.authors}>{t("blog.authors")}</Link>
      </p>
    </BlogShell>
  );
}

export const Head: HeadFC<Queries.BlogListQuery, BlogListContext> = ({ pageContext: c }) => (
  <Seo
    title={c.page > 1 ? `${t("blog.title")} · ${t("blog.page", { page: c.page })}` : t("blog.title")}
    description={t("blog.description")}
    path={pagePath(c.page)}
  >
    <FeedLinks />
  </Seo>
);

export const query = graphql`
  query BlogList($ids: [String!]!) {
    allBlogPost(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { path: ASC }]) {
      nodes {
        id
        ...PostSummaryFields
      }
    }
  }
`;
