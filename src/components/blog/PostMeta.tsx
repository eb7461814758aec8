import React from "react";
import { Link } from "gatsby";
import { t } from "../../config/labels";
import { formatChineseDate } from "../../lib/blog";
import * as styles from "./PostMeta.module.css";
import { blogRoutes, withSitePrefix } from "../../config/routes";

export interface PostMetaData {
  date: string;
  readingTime: number;
  authors: readonly { key: string; name: string; title: string | null; url: string | null; image: string | null }[];
  tags: readonly { key: string; label: string; permalink: string }[];
}

export function PostDateLine({ post }: { post: PostMetaData }) {
  return (
    <p className={styles.dateLine}>
      <time dateTime={post.date}>{formatChineseDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t("blog.readingTime", { minutes: post.readingTime })}</span>
    </p>
  );
}

export function PostAuthors({ post }: { post: PostMetaData }) {
  if (!post.authors.length) return null;
  return (
    <ul className={styles.authors}>
      {post.authors.map((a) => (
        <li key={a.key} className={styles.author}>
          {a.image ? (
            <img src={withSitePrefix(a.image)} alt="" width="40" height="40" className={styles.avatar} />
          ) : null}
          <span>
            <Link to={blogRoutes.author(a.key)} className={styles.authorName}>
              {a.name}
            </Link>
            {a.title ? <span className={styles.authorTitle}>{a.title}</span> : null}
          </span>
          {a.url ? (
            <a href={a.url} target="_blank" rel="noopener noreferrer" className={styles.authorUrl}>
              {a.url.replace(/^https?:\/\//, "")}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PostTags({ post }: { post: PostMetaData }) {
  if (!post.tags.length) return null;
  return (
    <p className={styles.tags}>
      <span>{t("blog.tags")}：</span>
      {post.tags.map((tag) => (
        <Link key={tag.key} to={tag.permalink} className={styles.tag} rel="tag">
          {tag.label}
        </Link>
      ))}
    </p>
  );
}
