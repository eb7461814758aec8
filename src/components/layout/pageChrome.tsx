import React from "react";
import type { SiteSection } from "../../config/navbar";
import type { DocNavContext, BlogSidebarGroup } from "../../lib/pageContexts";
import { blog } from "../../config/site";
import DocSidebar from "../docs/DocSidebar";
import BlogSidebar from "../blog/BlogSidebar";

/** What the persistent shell shows around a page: the navbar's active item and the page's sidebar. */
export interface PageChrome {
  section?: SiteSection;
  /** "docs" or "blog": picks the column widths; null when the page has no sidebar. */
  sidebarKind: "docs" | "blog" | null;
  sidebar?: React.ReactElement;
}

const isDocNav = (c: object): c is DocNavContext => "sidebarName" in c && "breadcrumbs" in c && "section" in c;
const isBlogSidebar = (c: object): c is { sidebar: BlogSidebarGroup[] } =>
  Array.isArray((c as { sidebar?: unknown }).sidebar);

/**
 * Reads the page's context (typed in src/lib/pageContexts.ts) to choose the chrome. The sidebar
 * element's key is the sidebar's name, so moving between pages of one sidebar keeps it mounted.
 */
export function pageChrome(encodedPath: string, pageContext: unknown): PageChrome {
  // Gatsby passes the path percent-encoded in the browser and as written during SSR.
  const path = safeDecode(encodedPath);
  const c = (pageContext ?? {}) as object;
  if (isDocNav(c)) {
    return {
      section: c.section,
      sidebarKind: c.sidebar ? "docs" : null,
      sidebar: c.sidebar ? (
        <DocSidebar key={`docs:${c.version}:${c.sidebarName ?? ""}`} items={c.sidebar} currentPath={c.pagePath} />
      ) : undefined,
    };
  }
  if (path === blog.basePath || path.startsWith(`${blog.basePath}/`)) {
    return {
      section: "blog",
      sidebarKind: isBlogSidebar(c) ? "blog" : null,
      sidebar: isBlogSidebar(c) ? <BlogSidebar key="blog" groups={c.sidebar} currentPath={path} /> : undefined,
    };
  }
  return { sidebarKind: null };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
