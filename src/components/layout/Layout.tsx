import React from "react";
import type { SiteSection } from "../../config/navbar";
import SkipLink from "./SkipLink";
import AnnouncementBar from "./AnnouncementBar";
import Navbar from "./Navbar";
import Footer from "./Footer";
import PageErrorBoundary from "../feedback/PageErrorBoundary";
import "../../styles/global.css";

interface Props {
  children: React.ReactNode;
  section?: SiteSection;
  secondaryMenu?: React.ReactNode;
  /** Changes on navigation, so a crashed page does not keep its error screen. */
  pageKey?: string;
}

/** The shell of every page: skip link, announcement bar, navbar, main content, footer. */
export default function Layout({ children, section, secondaryMenu, pageKey }: Props) {
  return (
    <>
      <SkipLink />
      <AnnouncementBar />
      <Navbar section={section} secondaryMenu={secondaryMenu} />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary key={pageKey}>{children}</PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
