/**
 * The route manifest: every route of the specification's route table (site-spec.md §2), plus the
 * section index pages the sidebars link to. Browser tests iterate over it.
 */
const internal = (group: string, names: string[]) => names.map((n) => `/docs/dev/api/internal/${group}/${n}`);

export const specRoutes: string[] = [
  "/",
  "/search",
  "/blog",
  "/blog/archive",
  "/blog/authors",
  "/blog/tags",
  "/blog/tags/教程",
  "/blog/welcome",
  "/docs",
  "/docs/about",
  "/docs/CHANGELOG",
  "/docs/start",
  "/docs/start/environment",
  "/docs/start/install",
  "/docs/start/install-container-service",
  "/docs/start/panel",
  "/docs/start/update",
  "/docs/cli",
  "/docs/cli/config/envm",
  "/docs/cli/config/raw",
  "/docs/cli/config/repo",
  "/docs/cli/script/cleanup",
  "/docs/cli/script/list",
  "/docs/cli/script/ps",
  "/docs/cli/script/run",
  "/docs/cli/script/stop",
  "/docs/cli/server/service",
  "/docs/cli/server/tgbot",
  "/docs/cli/sundry",
  "/docs/cli/update",
  "/docs/cli/update/upgrade",
  "/docs/configuration",
  "/docs/configuration/import",
  "/docs/configuration/import/raw",
  "/docs/configuration/import/raw/config",
  "/docs/configuration/import/repo",
  "/docs/configuration/import/repo/config",
  "/docs/configuration/import/repo/proxy",
  "/docs/configuration/main",
  "/docs/configuration/notify",
  "/docs/configuration/TelegramBot",
  "/docs/dev/message",
  "/docs/dev/api",
  ...internal("cron", ["bind-group", "create", "delete", "edit", "order", "page", "run", "running-tasks", "terminate"]),
  ...internal("env", ["changeStatus", "create", "delete", "order", "page", "save"]),
  ...internal("file", ["attribute", "create", "delete", "download", "get-content", "list", "move", "rename", "save-content", "tree", "upload"]),
  ...internal("main", ["captcha", "run"]),
  ...internal("message", ["count", "delete", "detail", "list", "page", "status"]),
  ...internal("user", ["auth", "change-password", "info"]),
  "/docs/dev/api/open/cron",
  "/docs/dev/api/open/env",
  "/docs/dev/api/open/file",
  "/docs/dev/api/open/message",
];

/** The spec's category index pages (generated card pages). */
export const categoryRoutes: string[] = [
  "/docs/category/user-用户",
  "/docs/category/file-文件系统",
  "/docs/category/message-消息中心",
  "/docs/category/其它",
  "/docs/category/服务功能控制",
  "/docs/category/更新与升级",
  "/docs/category/用户配置管理",
  "/docs/category/运行代码相关",
];

/** Section roots the sidebars link to, beyond the spec's table. */
export const sectionRoutes: string[] = ["/docs/dev/api/internal", "/docs/dev/api/internal/env", "/docs/dev/api/internal/cron", "/docs/dev/api/open"];

export const allRoutes: string[] = [...specRoutes, ...categoryRoutes, ...sectionRoutes];

/** The same templates in next (/docs/next/…), the unreleased version: its banner, switch and API pages. */
export const nextTemplateRoutes: string[] = ["/docs/next", "/docs/next/cli/script/run", "/docs/next/category/其它", "/docs/next/dev/api/internal/cron/page", "/docs/next/dev/api/internal"];

/** One route per page template (and the search page with a query), for checks too slow to run on every route. */
export const templateRoutes: string[] = [
  "/",
  "/search?q=定时任务",
  "/docs",
  "/docs/cli/script/run",
  "/docs/category/其它",
  "/docs/dev/api/internal/cron/page",
  "/docs/dev/api/internal",
  "/blog",
  "/blog/welcome",
  "/blog/tags",
  "/blog/tags/教程",
  "/blog/authors",
  "/blog/authors/supermanito",
  "/blog/archive",
  ...nextTemplateRoutes,
];
