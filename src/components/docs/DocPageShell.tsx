import React from "react";
import type { TocItem } from "../../lib/types";
import type { DocNavContext } from "../../lib/pageContexts";
import { t } from "../../config/labels";
import Layout from "../layout/Layout";
import DocSidebar from "./DocSidebar";
import DocBreadcrumbs from "./DocBreadcrumbs";
import DocPaginator from "./DocPaginator";
import { DocTocDesktop, DocTocMobile } from "./DocToc";
import * as styles from "./DocPageShell.module.css";

interface Props {
  nav: DocNavContext;
  toc: TocItem[];
  children: React.ReactNode;
}

/** The three columns of a docs page: sidebar, article, table of contents. */
export default function DocPageShell({ nav, toc, children }: Props) {
  const { pagePath: path, section, sidebar, breadcrumbs, previous, next } = nav;
  // The area a search result is grouped under: the top-level category, else the docs set.
  const topCategory = sidebar?.find((i) => i.kind === "category" && i.href !== null && i.href === breadcrumbs[0]?.href);
  const searchArea = breadcrumbs.length > 1 || topCategory ? breadcrumbs[0].label : t(section === "dev" ? "navbar.devDocs" : "navbar.docs");
  const sidebarNav = sidebar ? <DocSidebar items={sidebar} currentPath={path} /> : undefined;
  return (
    <Layout section={section} secondaryMenu={sidebarNav} pageKey={path}>
      <div className={styles.page} data-has-sidebar={sidebar ? "true" : "false"} data-has-toc={toc.length ? "true" : "false"}>
        {sidebarNav ? <aside className={styles.sidebar}>{sidebarNav}</aside> : null}
        <div className={styles.main}>
          <article className={styles.article} data-search-area={searchArea}>
            <DocBreadcrumbs crumbs={breadcrumbs} />
            {toc.length ? <DocTocMobile items={toc} /> : null}
            {children}
          </article>
          <DocPaginator previous={previous} next={next} label={t("docs.pagination")} previousLabel={t("docs.previous")} nextLabel={t("docs.next")} />
        </div>
        {toc.length ? (
          <div className={styles.toc}>
            <DocTocDesktop items={toc} />
          </div>
        ) : null}
      </div>
    </Layout>
  );
}
