import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../config/labels";
import BlogShell from "../components/blog/BlogShell";
import Seo from "../components/layout/Seo";
import * as styles from "../components/blog/BlogPages.module.css";
import { blogRoutes, withSitePrefix } from "../config/routes";

/** Every author with their number of posts. */
export default function BlogAuthorsTemplate({ data }: PageProps<Queries.BlogAuthorsQuery>) {
  const counts = new Map<string, number>();
  for (const p of data.allBlogPost.nodes) for (const k of p.authorKeys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return (
    <BlogShell sidebar={false}>
      <h1>{t("blog.authors")}</h1>
      <ul className={styles.authorGrid}>
        {data.allBlogAuthor.nodes.map((a) => (
          <li key={a.key} className={styles.authorCard}>
            {a.image ? <img src={withSitePrefix(a.image)} alt="" width="48" height="48" /> : null}
            <span>
              <Link to={blogRoutes.author(a.key)}>{a.name}</Link>
              {a.title ? <span className={styles.count}>{a.title}</span> : null}
              <br />
              <span>{t("blog.postCount", { count: counts.get(a.key) ?? 0 })}</span>
            </span>
          </li>
        ))}
      </ul>
    </BlogShell>
  );
}

export const Head: HeadFC = () => <Seo title={t("blog.authors")} path={blogRoutes.authors} />;

export const query = graphql`
  query BlogAuthors($ids: [String!]!) {
    allBlogAuthor(sort: { name: ASC }) {
      nodes {
        key
        name
        title
        image
      }
    }
    allBlogPost(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { path: ASC }]) {
      nodes {
        authorKeys
      }
    }
  }
`;
