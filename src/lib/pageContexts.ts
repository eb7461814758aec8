/**
 * The context of each page kind: what createPages (src/node/data/docPages.ts, blogPages.ts) passes and what the
 * template receives. One type per kind, used on both sides (`createPage<DocPageContext>()`).
 */
import type { DocCard, NavLink, SidebarItem, TocItem } from "./types";
import type { SiteSection } from "../config/navbar";
import type { LastUpdated } from "./gitLogDates";
import type { DocVersionContext } from "./docVersionContext";

/** What every page inside a docs sidebar shows around its content. */
export interface DocNavContext extends DocVersionContext {
  pagePath: string;
  /** The navbar item the page belongs to (docs or dev docs), from the sidebar's config. */
  section: Exclude<SiteSection, "blog">;
  sidebarName: string | null;
  sidebar: SidebarItem[] | null;
  breadcrumbs: NavLink[];
  previous: NavLink | null;
  next: NavLink | null;
  /** The page's structured data, serialised at build time so its builders never ship to the browser. */
  jsonLd: string;
}

/** Where a page's text comes from: its file (for "edit this page") and when it last changed. */
export interface SourceFileContext {
  /** The content file, relative to the repository root ("content/docs/cli/script/run.mdx"). */
  sourceFile: string;
  lastUpdated: LastUpdated | null;
}

export interface DocPageContext extends DocNavContext, SourceFileContext {
  id: string;
  unlisted: boolean;
  draft: boolean;
  cards: DocCard[];
  toc: TocItem[];
}

export interface DocCategoryContext extends DocNavContext {
  label: string;
  description: string;
  cards: DocCard[];
}

export interface BlogSidebarGroup {
  year: string;
  posts: { title: string; href: string; date: string }[];
}

export interface BlogListContext {
  ids: string[];
  page: number;
  pages: number;
  sidebar: BlogSidebarGroup[];
}

export interface BlogPostContext extends SourceFileContext {
  id: string;
  /** Serialised at build time, as for docs pages. */
  jsonLd: string;
  unlisted: boolean;
  draft: boolean;
  sidebar: BlogSidebarGroup[];
  newer: NavLink | null;
  older: NavLink | null;
  toc: TocItem[];
}

export interface BlogArchiveContext {
  years: BlogSidebarGroup[];
}

/** A tag's or an author's post list. */
export interface BlogFilteredContext {
  key: string;
  ids: string[];
  sidebar: BlogSidebarGroup[];
}

/** The tag and author indexes: their counts are of the listed posts (no drafts, unlisted or future posts). */
export interface BlogListedContext {
  ids: string[];
}

export type EmptyContext = Record<string, never>;
