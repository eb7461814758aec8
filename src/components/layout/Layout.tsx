import React from "react";
import SkipLink from "./SkipLink";
import AnnouncementBar from "./AnnouncementBar";
import Navbar from "./Navbar";
import Footer from "./Footer";
import BackToTop from "./BackToTop";
import PageErrorBoundary from "../feedback/PageErrorBoundary";
import { pageChrome } from "./pageChrome";
import * as styles from "./Layout.module.css";
import "../../styles/global.css";
import "../../styles/print.css";

interface Props {
  children: React.ReactNode;
  /** The page's route (see shellRoute in ./wrapPageElement.tsx): the error boundary resets when it changes. */
  path: string;
  /** The page's context: decides the navbar's active item and the sidebar. */
  pageContext: unknown;
}

/**
 * The shell of every page, rendered once by wrapPageElement (src/components/layout/wrapPageElement.tsx)
 * and kept mounted across navigations: skip link, announcement bar, navbar, the page's sidebar
 * (outside <main>, so the skip link skips it), main content, footer. Pages render only their content.
 */
export default function Layout({ children, path, pageContext }: Props) {
  const { section, sidebar, sidebarKind } = pageChrome(path, pageContext);
  return (
    <>
      <SkipLink />
      <AnnouncementBar />
      <Navbar section={section} secondaryMenu={sidebar} />
      <div className={styles.frame} data-sidebar={sidebarKind ?? "none"}>
        {sidebar ? (
          <aside className={styles.sidebar} data-sidebar-scroller="">
            {sidebar}
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className={styles.main}>
          <PageErrorBoundary resetKey={path}>{children}</PageErrorBoundary>
        </main>
      </div>
      <BackToTop />
      <Footer />
    </>
  );
}
