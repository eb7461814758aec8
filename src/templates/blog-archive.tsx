import React from "react";
import { Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../config/labels";
import { formatChineseDate } from "../lib/blog";
import BlogShell from "../components/blog/BlogShell";
import FeedLinks from "../components/blog/FeedLinks";
import Seo from "../components/layout/Seo";
import * as styles from "../components/blog/BlogPages.module.css";
import type { BlogArchiveContext } from "../lib/pageContexts";
import { blogRoutes } from "../config/routes";

/** Every post, grouped by year, newest year first. */
export default function BlogArchiveTemplate({ pageContext: c }: PageProps<object, BlogArchiveContext>) {
  return (
    <BlogShell sidebar={false}>
      <h1>{t("blog.archive")}</h1>
      <p>{t("blog.archiveDescription")}</p>
      {c.years.map((y) => (
        <section key={y.year} aria-labelledby={`year-${y.year}`}>
          <h2 id={`year-${y.year}`}>{y.year}</h2>
          <ul className={`${styles.yearList} underline-links`}>
            {y.posts.map((p) => (
              <li key={p.href}>
                <time dateTime={p.date}>{formatChineseDate(p.date)}</time>
                <Link to={p.href}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogShell>
  );
}

export const Head: HeadFC = () => (
  <Seo title={t("blog.archive")} description={t("blog.archiveDescription")} path={blogRoutes.archive}>
    <FeedLinks />
  </Seo>
);
