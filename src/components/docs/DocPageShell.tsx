import React from "react";
import type { TocItem } from "../../lib/types";
import type { DocNavContext } from "../../lib/pageContexts";
import { t } from "../../config/labels";
import DocBreadcrumbs from "./DocBreadcrumbs";
import DocVersionBanner from "./DocVersionBanner";
import DocPaginator from "./DocPaginator";
import { PageTocDesktop, PageTocMobile } from "../page/PageToc";
import * as styles from "./DocPageShell.module.css";

interface Props {
  nav: DocNavContext;
  toc: TocItem[];
  children: React.ReactNode;
  /** Below the article, above the pagination: last updated, edit link, feedback. */
  footer?: React.ReactNode;
}

/**
 * A docs page's content columns: article and table of contents. The sidebar is drawn by the
 * persistent shell (Layout, from the same page context), so it survives navigation.
 */
export default function DocPageShell({ nav, toc, children, footer }: Props) {
  const { section, sidebar, breadcrumbs, previous, next } = nav;
  // The area a search result is grouped under: the top-level category, else the docs set.
  const topCategory = sidebar?.find((i) => i.kind === "category" && i.href !== null && i.href === breadcrumbs[0]?.href);
  const searchArea =
    breadcrumbs.length > 1 || topCategory
      ? breadcrumbs[0].label
      : t(section === "dev" ? "navbar.devDocs" : "navbar.docs");
  return (
    <div
      className={styles.page}
      data-has-sidebar={sidebar ? "true" : "false"}
      data-has-toc={toc.length ? "true" : "false"}
    >
      <div className={styles.main}>
        {/* Above the article: the version is about the page, not part of its text (search reads the article). */}
        <DocVersionBanner context={nav} />
        <article className={styles.article} data-search-area={searchArea}>
          <DocBreadcrumbs crumbs={breadcrumbs} />
          {toc.length ? <PageTocMobile items={toc} /> : null}
          {children}
        </article>
        {footer}
        <DocPaginator
          previous={previous}
          next={next}
          label={t("docs.pagination")}
          previousLabel={t("docs.previous")}
          nextLabel={t("docs.next")}
        />
      </div>
      {toc.length ? (
        <div className={styles.toc}>
          <PageTocDesktop items={toc} />
        </div>
      ) : null}
    </div>
  );
}
