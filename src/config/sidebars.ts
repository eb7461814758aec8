/**
 * The two docs sidebars, as laid out in the facts' sidebar reference.
 * A string is a doc id: the doc's path under /docs ("cli/script/run"); "index" is /docs itself.
 * A doc's label is its `sidebar_label`, else its `title`.
 */
export type SidebarConfigItem =
  | string
  | {
      type: "category";
      label: string;
      /** The page the category label opens: one of its own docs, or a generated card page. */
      link?: { type: "doc"; id: string } | { type: "generated-index"; slug: string; description: string };
      items: SidebarConfigItem[];
    };

export type SidebarsConfig = Record<string, SidebarConfigItem[]>;

const generated = (slug: string, description: string) => ({ type: "generated-index" as const, slug, description });
const doc = (id: string) => ({ type: "doc" as const, id });

export const sidebars: SidebarsConfig = {
  docs: [
    "index",
    "CHANGELOG",
    {
      type: "category",
      label: "开始使用",
      link: doc("start"),
      items: ["start/install", "start/panel", "start/environment", "start/update"],
    },
    {
      type: "category",
      label: "用户配置",
      link: doc("configuration"),
      items: [
        {
          type: "category",
          label: "代码同步",
          link: doc("configuration/import"),
          items: [
            {
              type: "category",
              label: "代码仓库",
              link: doc("configuration/import/repo"),
              items: ["configuration/import/repo/config", "configuration/import/repo/proxy"],
            },
            {
              type: "category",
              label: "远程文件",
              link: doc("configuration/import/raw"),
              items: ["configuration/import/raw/config"],
            },
          ],
        },
        "configuration/main",
        "configuration/notify",
        "configuration/TelegramBot",
      ],
    },
    {
      type: "category",
      label: "命令（CLI）",
      link: doc("cli"),
      items: [
        {
          type: "category",
          label: "运行代码相关",
          link: generated("运行代码相关", "运行、终止、列出和清理代码文件与进程的命令。"),
          items: ["cli/script/run", "cli/script/stop", "cli/script/list", "cli/script/ps", "cli/script/cleanup"],
        },
        {
          type: "category",
          label: "更新与升级",
          link: generated("更新与升级", "同步导入的代码与升级平台本身的命令。"),
          items: ["cli/update", "cli/update/upgrade"],
        },
        {
          type: "category",
          label: "用户配置管理",
          link: generated("用户配置管理", "管理环境变量、代码仓库配置与远程文件配置的命令。"),
          items: ["cli/config/envm", "cli/config/repo", "cli/config/raw"],
        },
        {
          type: "category",
          label: "服务功能控制",
          link: generated("服务功能控制", "管理后端服务与电报机器人服务的命令。"),
          items: ["cli/server/service", "cli/server/tgbot"],
        },
        "cli/sundry",
      ],
    },
    "about",
  ],
  dev: [
    {
      type: "category",
      label: "应用程序接口",
      link: doc("dev/api"),
      items: [
        {
          type: "category",
          label: "内部接口",
          link: doc("dev/api/internal"),
          items: [
            {
              type: "category",
              label: "User 用户",
              link: generated("user-用户", "登录认证、用户信息与认证信息修改接口。"),
              items: ["dev/api/internal/user/auth", "dev/api/internal/user/info", "dev/api/internal/user/change-password"],
            },
            {
              type: "category",
              label: "File 文件系统",
              link: generated("file-文件系统", "浏览、读写、移动、上传和下载 /arcadia 下文件的接口。"),
              items: [
                "dev/api/internal/file/list",
                "dev/api/internal/file/tree",
                "dev/api/internal/file/get-content",
                "dev/api/internal/file/save-content",
                "dev/api/internal/file/delete",
                "dev/api/internal/file/attribute",
                "dev/api/internal/file/create",
                "dev/api/internal/file/move",
                "dev/api/internal/file/rename",
                "dev/api/internal/file/download",
                "dev/api/internal/file/upload",
              ],
            },
            {
              type: "category",
              label: "Env 环境变量",
              link: doc("dev/api/internal/env"),
              items: [
                "dev/api/internal/env/page",
                "dev/api/internal/env/create",
                "dev/api/internal/env/save",
                "dev/api/internal/env/delete",
                "dev/api/internal/env/order",
                "dev/api/internal/env/changeStatus",
              ],
            },
            {
              type: "category",
              label: "Cron 定时任务",
              link: doc("dev/api/internal/cron"),
              items: [
                "dev/api/internal/cron/page",
                "dev/api/internal/cron/create",
                "dev/api/internal/cron/edit",
                "dev/api/internal/cron/delete",
                "dev/api/internal/cron/order",
                "dev/api/internal/cron/bind-group",
                "dev/api/internal/cron/running-tasks",
                "dev/api/internal/cron/run",
                "dev/api/internal/cron/terminate",
              ],
            },
            {
              type: "category",
              label: "Message 消息中心",
              link: generated("message-消息中心", "消息中心的分页、详情、状态与删除接口。"),
              items: [
                "dev/api/internal/message/list",
                "dev/api/internal/message/page",
                "dev/api/internal/message/detail",
                "dev/api/internal/message/count",
                "dev/api/internal/message/status",
                "dev/api/internal/message/delete",
              ],
            },
            {
              type: "category",
              label: "其它",
              link: generated("其它", "登录验证码与底层执行相关接口。"),
              items: ["dev/api/internal/main/captcha", "dev/api/internal/main/run"],
            },
          ],
        },
        {
          type: "category",
          label: "OpenAPI",
          link: doc("dev/api/open"),
          items: ["dev/api/open/file", "dev/api/open/env", "dev/api/open/cron", "dev/api/open/message"],
        },
      ],
    },
    "dev/message",
  ],
};

/** The navbar item each sidebar's pages belong to (it is highlighted on them). */
export const sidebarSections: Record<string, "docs" | "dev"> = { docs: "docs", dev: "dev" };

export const sectionOfSidebar = (name: string | null): "docs" | "dev" => (name ? sidebarSections[name] : undefined) ?? "docs";
