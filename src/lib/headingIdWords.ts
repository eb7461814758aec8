/**
 * Short ASCII heading ids from Chinese headings, for `npm run write-heading-ids`: ASCII words in
 * the heading are kept (`语法 run` → `run-syntax`… in heading order), Chinese words are looked up
 * in a word table of this site's vocabulary (longest match first) and small words are dropped.
 * A heading with a Chinese word the table does not know gets no id: the command names it, and the
 * writer adds `{#id}` by hand (or a word to this table). A transliteration would be long and mean
 * nothing to a reader of the URL.
 */
export const HEADING_WORDS: Readonly<Record<string, string>> = {
  说明: "notes",
  相关页面: "related",
  相关文件: "related-files",
  相关: "related",
  语法: "syntax",
  示例: "examples",
  完整示例: "full-example",
  注意: "caveats",
  参数: "parameters",
  选项: "options",
  选项说明: "options",
  子命令: "subcommands",
  命令行: "cli",
  命令: "commands",
  全部命令: "all-commands",
  复合变量: "composite-variables",
  配置文件位置: "file-location",
  配置文件: "config-file",
  配置: "config",
  让配置生效: "apply",
  生效: "apply",
  常见问题: "faq",
  本节页面: "pages",
  本节内容: "contents",
  迁移: "migration",
  输出内容: "output",
  输出: "output",
  数据模型: "data-model",
  模型: "model",
  工作方式: "how-it-works",
  工作过程: "how-it-works",
  实时消息: "live-messages",
  完整更新日志: "full-changelog",
  更新日志: "changelog",
  如何升级: "upgrading",
  升级: "upgrade",
  更新: "update",
  响应格式: "response-format",
  响应: "response",
  双重认证: "two-factor-auth",
  认证: "auth",
  高级配置: "advanced",
  首次登录: "first-login",
  登录: "login",
  日志: "logs",
  面板: "panel",
  管理面板: "panel",
  错误码: "error-codes",
  错误: "errors",
  通知目标: "notify-targets",
  通知渠道: "notify-channels",
  渠道: "channels",
  通知: "notify",
  变量: "variables",
  环境变量: "env-vars",
  通用变量: "common-variables",
  运行时: "runtime",
  运行: "run",
  路径参数: "path-parameters",
  路径规则: "path-rules",
  路径: "path",
  请求参数: "request-parameters",
  请求体: "request-body",
  请求方法: "request-method",
  请求: "request",
  访问面板: "open-panel",
  访问: "access",
  规则: "rules",
  筛选: "filters",
  许可证: "license",
  社区: "community",
  项目: "project",
  版本号: "version-numbers",
  版本: "version",
  权限: "permissions",
  标签: "tags",
  令牌: "tokens",
  创建令牌: "create-token",
  发送令牌: "send-token",
  分页: "pagination",
  基础地址: "base-url",
  添加: "add",
  移除: "remove",
  删除: "delete",
  创建: "create",
  代码仓库: "repo",
  远程文件: "raw-file",
  代码文件: "scripts",
  定时任务: "cron",
  守护任务: "daemon",
  系统任务: "system-tasks",
  个人任务: "user-tasks",
  任务: "tasks",
  自定义: "custom",
  插件: "plugins",
  脚本: "script",
  钩子: "hooks",
  推送模块: "push-module",
  接口: "api",
  内部接口: "internal-api",
  公开接口: "open-api",
  安装: "install",
  部署容器: "deploy",
  部署: "deploy",
  容器: "container",
  依赖: "dependencies",
  准备工作: "prerequisites",
  安全建议: "security",
  安全: "security",
  消息: "messages",
  告警: "alerts",
  代理: "proxy",
  全局: "global",
  设置: "settings",
  检查: "check",
  确认安装成功: "verify",
  私有仓库: "private-repo",
  用户: "user",
  用户名: "username",
  密码: "password",
  验证码: "captcha",
  目录: "directory",
  文件: "files",
  加载顺序: "load-order",
  启动: "start",
  失败: "failure",
  排查: "troubleshooting",
  补丁: "patch",
  钉钉: "dingtalk",
  编辑器: "editor",
  浏览器: "browser",
  下一步: "next-steps",
  反向代理: "reverse-proxy",
  企业微信: "wecom",
  机器人: "bot",
  应用: "app",
  进程: "processes",
  镜像: "image",
  端口: "port",
  前端: "frontend",
  后端: "backend",
  开发者: "developers",
  约定: "conventions",
  实时: "live",
  事件: "events",
  状态: "status",
  键: "keys",
  基本: "basic",
  可选: "optional",
  反馈: "feedback",
  语言: "languages",
  源码: "source",
  列表: "list",
  内容: "contents",
  模式: "mode",
  帮助: "help",
  菜单: "menu",
  要求: "requirements",
  内存: "memory",
  磁盘: "disk",
  分组: "groups",
  命名: "naming",
};

/** Words that carry no meaning in an id. */
const SMALL_WORDS = new Set([
  "的",
  "与",
  "和",
  "及",
  "中",
  "是",
  "了",
  "在",
  "哪些",
  "怎样",
  "如何",
  "什么",
  "时",
  "后",
  "前",
  "里",
  "有",
  "一",
  "个",
  "之",
  "其",
  "各",
  "项",
  "：",
  "、",
  "（",
  "）",
  "，",
  "？",
]);

const MAX_KEY = Math.max(...Object.keys(HEADING_WORDS).map((k) => k.length));

/** The id for a heading's text, or null when it holds a Chinese word the table does not know. */
export function headingIdFromText(text: string): string | null {
  const words: string[] = [];
  let i = 0;
  // Dates add length, not meaning (`1.0.0-beta.10 (2026-04-08)` → `1-0-0-beta-10`).
  const plain = text.replace(/`/g, "").replace(/\(?\d{4}-\d{2}-\d{2}\)?/g, "");
  while (i < plain.length) {
    const ascii = /^[A-Za-z0-9][A-Za-z0-9._+-]*/.exec(plain.slice(i));
    if (ascii) {
      words.push(
        ascii[0]
          .toLowerCase()
          .replace(/[._+]+/g, "-")
          .replace(/^-+|-+$/g, ""),
      );
      i += ascii[0].length;
      continue;
    }
    let matched = false;
    for (let len = Math.min(MAX_KEY, plain.length - i); len > 0; len--) {
      const piece = plain.slice(i, i + len);
      if (HEADING_WORDS[piece] !== undefined) {
        words.push(HEADING_WORDS[piece]);
        i += len;
        matched = true;
        break;
      }
      if (SMALL_WORDS.has(piece) || (len === 1 && /[\s\p{P}\p{S}]/u.test(piece))) {
        i += len;
        matched = true;
        break;
      }
    }
    if (!matched) return null;
  }
  const unique = [...new Set(words.filter(Boolean))];
  return unique.length ? unique.join("-") : null;
}
