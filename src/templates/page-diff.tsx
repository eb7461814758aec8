/**
 * What one docs page changed between two versions (issue #42): a template of its own, no page
 * query (the merged content tree is in the context), noindex: the pages themselves are what a
 * search should find.
 */
import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import Seo from "../components/layout/Seo";
import PageDiff from "../components/upgrade/PageDiff";
import { pageDiffTitle } from "../lib/upgrade/texts";
import type { PageDiffContext } from "../lib/upgrade/pageContexts";

export default function PageDiffTemplate({ pageContext: c }: PageProps<object, PageDiffContext>) {
  return <PageDiff c={c} />;
}

export const Head: HeadFC<object, PageDiffContext> = ({ pageContext: c }) => (
  <Seo title={pageDiffTitle(c.title, c.from.label, c.to.label)} path={c.pagePath} noindex jsonLd={c.jsonLd} />
);
