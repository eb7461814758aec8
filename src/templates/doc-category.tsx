import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import DocPageShell from "../components/docs/DocPageShell";
import { DocCards } from "../components/docs/DocCardList";
import PageFeedback from "../components/docs/PageFeedback";
import Seo from "../components/layout/Seo";
import { canonicalOf } from "../lib/docVersionContext";
import type { DocCategoryContext } from "../lib/pageContexts";
import DocVersionAttribute from "../components/docs/DocVersionAttribute";

/** A generated category page: the category's title, description and a card per child. */
export default function DocCategoryTemplate({ pageContext: c }: PageProps<object, DocCategoryContext>) {
  return (
    <DocPageShell nav={c} toc={[]} footer={<PageFeedback title={c.label} path={c.pagePath} />}>
      <h1>{c.label}</h1>
      <p>{c.description}</p>
      <DocCards cards={c.cards} />
    </DocPageShell>
  );
}

export const Head: HeadFC<object, DocCategoryContext> = ({ pageContext: c }) => (
  <Seo title={c.label} description={c.description} path={c.pagePath} canonicalPath={canonicalOf(c)} jsonLd={c.jsonLd}>
    <DocVersionAttribute version={c.version} />
  </Seo>
);
