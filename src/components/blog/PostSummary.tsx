import React from "react";
import { Link } from "gatsby";
import { t } from "../../config/labels";
import { PostAuthors, PostDateLine, PostTags, type PostMetaData } from "./PostMeta";
import * as styles from "./PostSummary.module.css";

export interface PostSummaryData extends PostMetaData {
  title: string;
  path: string;
  excerpt: string;
  truncated: boolean;
}

/** A post in a list: title, date, reading time, authors, excerpt, tags and 阅读更多. */
export default function PostSummary({ post }: { post: PostSummaryData }) {
  return (
    <article className={styles.summary}>
      <h2 className={styles.title}>
        <Link to={post.path}>{post.title}</Link>
      </h2>
      <PostDateLine post={post} />
      <PostAuthors post={post} />
      {post.excerpt ? <p>{post.excerpt}</p> : null}
      <div className={styles.footer}>
        <PostTags post={post} />
        <Link to={post.path} className={styles.readMore} aria-label={t("blog.readMoreAria", { title: post.title })}>
          {t("blog.readMore")}
        </Link>
      </div>
    </article>
  );
}
