import React from "react";
import { t } from "../../config/labels";

/** <link rel="alternate"> to the blog feeds, for every blog page's head. */
export default function FeedLinks() {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title={t("blog.rssTitle")} />
      <link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title={t("blog.atomTitle")} />
    </>
  );
}
