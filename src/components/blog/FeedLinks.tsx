import React from "react";
import { t } from "../../config/labels";
import { blogRoutes, withSitePrefix } from "../../config/routes";

/** <link rel="alternate"> to the blog feeds, for every blog page's head. */
export default function FeedLinks() {
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        href={withSitePrefix(blogRoutes.rss)}
        title={t("blog.rssTitle")}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        href={withSitePrefix(blogRoutes.atom)}
        title={t("blog.atomTitle")}
      />
    </>
  );
}
