/**
 * A docs page: its shell, banners, header and content (the content tree from the page data, the
 * API endpoints of its reference pages after it). Every docs page of every version renders
 * through this one component (the template src/templates/doc.tsx holds its query), and so do the
 * pages the build writes itself (the upgrade guides and page diffs: a tree in their context).
 */
import React, { Suspense, lazy, useEffect } from "react";
import { Link, type HeadFC, type PageProps } from "gatsby";
import { t } from "../../config/labels";
import { latestVersion } from "../../config/versions";
import { rememberDocsVersion } from "../../browser/preferredDocsVersion";
import ContentTree from "../mdx/ContentTree";
import type { ContentTree as Tree } from "../../lib/mdx/contentTree";
import DocPageShell from "./DocPageShell";
import PageBanner from "../page/PageBanner";
import DocFooter from "./DocFooter";
import { DocCardsContext } from "./DocCardList";
import Seo from "../layout/Seo";
import { canonicalOf } from "../../lib/docVersionContext";
import DocHeader from "./DocHeader";
import DocVersionAttribute from "./DocVersionAttribute";
import type { DocPageContext } from "../../lib/pageContexts";
import { isGenerated, type GeneratedDocContext } from "../../lib/upgrade/pageContexts";
// The API view's styles stay with the page (inlined), its code loads lazily below.
import "../api/apiViewStyles";

type Props = PageProps<Queries.DocPageQuery, DocPageContext | GeneratedDocContext>;

// Every docs page shares this module; the API view (samples, the panel address form) loads as
// its own chunk, fetched only by the reference pages that have endpoints. Their HTML comes from
// the server render, which React hydrates once the chunk arrives (as Tabs does).
// Named: Gatsby names the chunks it splits out after the chunks that use a module, and unnamed
// lazy chunks all count as "null", so the search page's chunk took a module this one shares.
const ApiEndpointList = lazy(() => import(/* webpackChunkName: "api-endpoints" */ "../api/ApiEndpointList"));

export default function DocPage({ data, pageContext }: Props) {
  const doc = data.doc;
  // Both fields are skipped on the pages the build writes itself.
  const endpoints = data.allApiEndpoint?.nodes ?? [];
  const removed = endpoints.find((e) => e.removed);

  // Remember the docs version of the page visited, so version-aware links and search follow it.
  const version = doc ? (doc.version ?? latestVersion.name) : null;
  useEffect(() => {
    if (version) rememberDocsVersion(version);
  }, [version]);

  // A page the build wrote: its content is its context (the query skipped its fields).
  if (isGenerated(pageContext)) return <ContentTree tree={pageContext.tree} />;
  if (!doc) return null;
  return (
    <DocPageShell nav={pageContext} toc={pageContext.toc} footer={<DocFooter title={doc.title} source={pageContext} />}>
      {doc.draft ? <PageBanner kind="draft">{t("docs.draftBanner")}</PageBanner> : null}
      {doc.unlisted ? <PageBanner kind="unlisted">{t("docs.unlistedBanner")}</PageBanner> : null}
      {doc.deprecated || removed ? (
        <PageBanner kind="deprecated" title={t("docs.deprecatedTitle")}>
          {doc.deprecated ? <p>{doc.deprecated}</p> : null}
          {removed?.removed ? <p>{t("api.removed", { version: removed.removed })}</p> : null}
          {removed?.replacedBy ? (
            <p>
              {t("api.replacedBy")}
              <Link to={removed.replacedBy}>{removed.replacedByTitle ?? removed.replacedBy}</Link>
            </p>
          ) : null}
        </PageBanner>
      ) : null}
      <DocHeader title={doc.title} path={pageContext.pagePath} />
      <div className="markdown">
        <DocCardsContext.Provider value={pageContext.cards}>
          <ContentTree tree={(doc.content ?? []) as Tree} />
        </DocCardsContext.Provider>
        {endpoints.length ? (
          <Suspense fallback={null}>
            <ApiEndpointList endpoints={endpoints} />
          </Suspense>
        ) : null}
      </div>
    </DocPageShell>
  );
}

export const Head: HeadFC<Queries.DocPageQuery, DocPageContext | GeneratedDocContext> = ({ data, pageContext }) =>
  isGenerated(pageContext) ? (
    <Seo
      title={pageContext.title}
      description={pageContext.description}
      path={pageContext.pagePath}
      noindex={pageContext.unlisted}
      jsonLd={pageContext.jsonLd}
    >
      {/* The build's own stylesheet (src/node/data/upgradeStylesheet.ts), raw: React would escape its ">". */}
      <style dangerouslySetInnerHTML={{ __html: pageContext.stylesheet }} />
    </Seo>
  ) : (
    <Seo
      title={data.doc?.title}
      description={data.doc?.description}
      path={pageContext.pagePath}
      canonicalPath={canonicalOf(pageContext)}
      noindex={!!data.doc?.unlisted}
      type="article"
      jsonLd={pageContext.jsonLd}
    >
      <DocVersionAttribute version={pageContext.version} />
    </Seo>
  );
