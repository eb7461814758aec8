/** Site-wide settings: title, links, announcement, behaviour constants, blog and versions, in one place. */
import { siteUrlFromEnv } from "./env";

const repoUrl = "https://github.com/SuperManito/Arcadia";

export const site = {
  title: "Arcadia",
  tagline: "一站式代码自动化运维平台（公测）",
  description:
    "Arcadia 是一站式代码自动化运维平台（公测）：运行脚本、定时任务、文件管理、命令行与开放接口。本站提供安装、使用与开发文档。",
  siteUrl: siteUrlFromEnv() ?? "https://arcadia.cool",
  lang: "zh-Hans",
  /** Open Graph locale (og:locale). */
  locale: "zh_CN",
  /** The panel's default port: the placeholder server of the OpenAPI documents. */
  panelPort: 5678,
  repoUrl,
  issueUrl: "http://issue.arcadia.cool/?lang=zh-CN",
  /**
   * "Edit this page": the base URL that a content file's path (content/docs/…) is appended to,
   * such as "https://github.com/<owner>/<repo>/edit/main/". null hides the link. This site's own
   * repository is not published yet (the former site lived on the platform repository's
   * "website" branch, in a different layout), so a link would lead nowhere.
   */
  editUrlBase: null as string | null,
  /**
   * "Was this page helpful?" → no: a new issue with the title and the page's address filled in.
   * GitHub's new-issue form takes both as query parameters; the issue form page does not.
   */
  feedbackIssueUrl: (title: string, body: string) =>
    `${repoUrl}/issues/new?${new URLSearchParams({ title, body }).toString()}`,
  community: {
    channel: "https://t.me/ArcadiaPanel",
    group: "https://t.me/ArcadiaPanelGroup",
  },
  copyrightHolder: "SuperManito",
  copyrightYear: 2026,
  /** Colour mode: when false the toggle alternates light ↔ dark only. */
  respectPrefersColorScheme: true,
  defaultColorMode: "light" as const,
  announcement: {
    id: "release-1.0.0-beta.6",
    text: "🎉 Arcadia 1.0.0-beta.6（已发布）",
    /** The doc the announcement links to, in the latest version (src/config/routes.ts builds the URL). */
    docId: "CHANGELOG",
  },
} as const;

/** Where the layout switches to the mobile menu: max-width media queries and code use this width. */
export const layout = { mobileBreakpointPx: 996 } as const;

/** The image zoom (medium-zoom): its geometry and its timing. */
export const imageZoom = {
  scrollOffsetPx: 40,
  marginPx: 0,
  transitionS: 0.3,
  fadeMs: 150,
  reattachDelayMs: 1000,
  scrollCloseDelayMs: 150,
} as const;

/** Delays of the reading shell and search; imported by code and tests alike. */
export const timing = {
  spinnerDelayMs: 200,
  progressBarDelayMs: 200,
  /** While search cannot get results, it tries again this often (and at once when back online). */
  searchRetryMs: 5000,
  /** A query counts for analytics once its answer has stood this long (typing has settled). */
  searchSettledMs: 1500,
} as const;

export const sitemap = { changefreq: "weekly", priority: 0.5 } as const;

export const blog = {
  postsPerPage: 10,
  basePath: "/blog",
} as const;

export const storageKeys = {
  colorMode: "theme",
  announcementDismissed: "announcement-dismissed",
  docsPreferredVersion: "docs-preferred-version-default",
  /** Prefix of a tab group's remembered choice: `tabs:<groupId>`. */
  tabChoice: "tabs",
  /** The reader's own panel origin for the API request samples (never a token). */
  panelAddress: "panel-address",
} as const;

/** The URL parameter that carries tab choices for sharing: `?tabs=install:compose,api:python`. */
export const tabsQueryParam = "tabs";
