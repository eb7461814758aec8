import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../config/labels";
import BlogShell from "../components/blog/BlogShell";
import Seo from "../components/layout/Seo";
import * as styles from "../components/blog/BlogPages.module.css";
import { blogRoutes } from "../config/routes";

/** Every tag with its number of posts. */
export default function BlogTagsTemplate({ data }: PageProps<Queries.BlogTagsQuery>) {
  const counts = new Map<string, number>();
  for (const p of data.allBlogPost.nodes) for (const k of p.tagKeys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return (
    <BlogShell sidebar={false}>
      <h1>{t("blog.tags")}</h1>
      <ul className={styles.tagGrid}>
        {data.allBlogTag.nodes.map((tag) => (
          <li key={tag.key}>
            <Link to={tag.permalink}>
              {tag.label}
              <span className={styles.count}>{counts.get(tag.key) ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogShell>
  );
}

export const Head: HeadFC = () => <Seo title={t("blog.tags")} path={blogRoutes.tags} />;

export const query = graphql`
  query BlogTags($ids: [String!]!) {
    allBlogTag(sort: { label: ASC }) {
      nodes {
        key
        label
        permalink
      }
    }
    allBlogPost(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { path: ASC }]) {
      nodes {
        tagKeys
      }
    }
  }
`;
