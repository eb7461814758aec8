import React, { useEffect } from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import { t } from "../config/labels";
import { storageKeys, docVersions } from "../config/site";
import { writeStorage } from "../browser/storage";
import { mdxComponents } from "../components/mdx/mdxComponents";
import DocPageShell from "../components/docs/DocPageShell";
import DocBanner from "../components/docs/DocBanner";
import DocFooter from "../components/docs/DocFooter";
import DocVersionBanner from "../components/docs/DocVersionBanner";
import { DocCardsContext } from "../components/docs/DocCardList";
import ApiEndpointView from "../components/api/ApiEndpointView";
import Seo from "../components/layout/Seo";
import DocHeader from "../components/docs/DocHeader";
import type { DocPageContext } from "../lib/pageContexts";

type Props = PageProps<Queries.DocPageQuery, DocPageContext>;

export default function DocTemplate({ data, pageContext, children }: Props) {
  const doc = data.doc;
  const endpoints = data.allApiEndpoint.nodes;
  const removed = endpoints.find((e) => e.removed);

  // Remember the docs version of the page visited, so version-aware links and search follow it.
  useEffect(() => writeStorage(storageKeys.docsPreferredVersion, doc?.version ?? docVersions[0].name), [doc?.version]);

  if (!doc) return null;
  return (
    <DocPageShell nav={pageContext} toc={pageContext.toc} footer={<DocFooter title={doc.title} source={pageContext} />}>
      <DocVersionBanner version={doc.version} />
      {doc.draft ? <DocBanner kind="draft">{t("docs.draftBanner")}</DocBanner> : null}
      {doc.unlisted ? <DocBanner kind="unlisted">{t("docs.unlistedBanner")}</DocBanner> : null}
      {doc.deprecated || removed ? (
        <DocBanner kind="deprecated" title={t("docs.deprecatedTitle")}>
          {doc.deprecated ? <p>{doc.deprecated}</p> : null}
          {removed?.removed ? <p>{t("api.removed", { version: removed.removed })}</p> : null}
          {removed?.replacedBy ? (
            <p>
              {t("api.replacedBy")}
              <Link to={removed.replacedBy}>{removed.replacedByTitle ?? removed.replacedBy}</Link>
            </p>
          ) : null}
        </DocBanner>
      ) : null}
      <DocHeader title={doc.title} path={pageContext.pagePath} />
      <div className="markdown">
        <DocCardsContext.Provider value={pageContext.cards}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </DocCardsContext.Provider>
        {endpoints.map((e) => (
          <ApiEndpointView key={`${e.method} ${e.path}`} endpoint={e} multi={endpoints.length > 1} />
        ))}
      </div>
    </DocPageShell>
  );
}

export const Head: HeadFC<Queries.DocPageQuery, DocPageContext> = ({ data, pageContext }) => (
  <Seo
    title={data.doc?.title}
    description={data.doc?.description}
    path={pageContext.pagePath}
    noindex={!!data.doc?.unlisted}
    type="article"
    jsonLd={pageContext.jsonLd}
  />
);

export const query = graphql`
  query DocPage($id: String!, $pagePath: String!) {
    doc(id: { eq: $id }) {
      title
      description
      draft
      unlisted
      deprecated
      version
    }
    allApiEndpoint(filter: { page: { eq: $pagePath } }, sort: { order: ASC }) {
      nodes {
        removed
        replacedBy
        replacedByTitle
        ...ApiEndpointView
      }
    }
  }
`;
