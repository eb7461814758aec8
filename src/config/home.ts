import { docsRoutes } from "./routes";

/** Home page content; each command and language is checked against the platform's CLI (shell/). */
export const homeFeatures = [
  {
    title: "运行代码文件",
    text: "直接运行 JavaScript、TypeScript、Python、Shell 等多种语言的代码文件，也可以用 PM2 让代码在后台常驻运行。",
    href: docsRoutes.doc("cli/script/run"),
  },
  {
    title: "定时任务",
    text: "用 cron 表达式调度代码，在管理面板里查看运行状态、日志与历史记录。",
    href: docsRoutes.doc("dev/api/internal/cron"),
  },
  {
    title: "文件与代码同步",
    text: "在面板中浏览和编辑 /arcadia 下的文件，通过 sync.yml 导入代码仓库与远程文件并自动生成任务。",
    href: docsRoutes.doc("configuration/import"),
  },
  {
    title: "命令行工具",
    text: "容器内的 arcadia 命令覆盖运行、终止、更新、环境变量与服务管理，适合脚本化运维。",
    href: docsRoutes.doc("cli"),
  },
  {
    title: "推送通知",
    text: "代码运行结果可以推送到多种通知渠道，面板的消息中心还能按告警规则转发。",
    href: docsRoutes.doc("configuration/notify"),
  },
  {
    title: "开放接口",
    text: "内部接口驱动管理面板，OpenAPI 以令牌和细粒度权限开放给第三方集成。",
    href: docsRoutes.devDocs(),
  },
] as const;

/** Real commands of the `arcadia` CLI, as its help menu lists them (shell/core/help.sh). */
export const homeCliShowcase = [
  { command: "arcadia run <代码文件>", text: "运行一个代码文件" },
  { command: "arcadia rund <代码文件>", text: "以 PM2 守护进程的方式后台运行" },
  { command: "arcadia list <目录>", text: "列出目录中可运行的代码文件" },
  { command: "arcadia ps", text: "查看资源占用与运行中的代码进程" },
  { command: "arcadia update <参数>", text: "更新代码仓库与远程文件" },
  { command: "arcadia upgrade", text: "升级平台源码" },
] as const;

/** Languages `arcadia run` executes (the extensions shell/run/core.sh knows). */
export const homeLanguages = [
  "JavaScript",
  "TypeScript",
  "Python",
  "Go",
  "Lua",
  "Ruby",
  "Rust",
  "Perl",
  "C",
  "Shell",
] as const;
