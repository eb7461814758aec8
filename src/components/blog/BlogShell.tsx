import React from "react";
import Layout from "../layout/Layout";
import BlogSidebar from "./BlogSidebar";
import type { BlogSidebarGroup } from "../../lib/pageContexts";
import * as styles from "./BlogShell.module.css";

interface Props {
  path: string;
  sidebar?: BlogSidebarGroup[];
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** Blog pages: the year-grouped sidebar on the left (in the mobile menu on narrow screens). */
export default function BlogShell({ path, sidebar, aside, children }: Props) {
  const nav = sidebar ? <BlogSidebar groups={sidebar} currentPath={path} /> : undefined;
  return (
    <Layout section="blog" secondaryMenu={nav} pageKey={path}>
      <div className={styles.page} data-has-sidebar={nav ? "true" : "false"} data-has-aside={aside ? "true" : "false"}>
        {nav ? <aside className={styles.sidebar}>{nav}</aside> : null}
        <div className={styles.main}>{children}</div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </Layout>
  );
}
