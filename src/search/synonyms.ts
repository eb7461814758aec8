/**
 * The site-wide synonym table, maintained by writers (see docs/SEARCH.md, "Synonyms").
 *
 * Each entry pairs the terms the pages use (the fixed terms of the writing guide, one per
 * thing) with the everyday words readers type instead. A query word that is one of `readers`
 * also finds the pages that use `terms`, at a reduced weight. Only the reader words are
 * expanded: a query that already uses a page's term needs no help.
 *
 * Rules: `terms` must occur in the content (tests/site/search.test.ts checks the built index);
 * `readers` should not be names the site gives to something else (a command, a page). Write
 * entries from the content's terminology, never from a list of test queries; a word that
 * belongs to one page only goes in that page's `keywords:` instead.
 */
export interface SynonymEntry {
  /** Words the pages use, lower case. */
  terms: string[];
  /** Everyday words readers type for them, lower case. */
  readers: string[];
}

export const synonyms: SynonymEntry[] = [
  // Sign-in security: the panel says 双重认证.
  {
    terms: ["双重认证"],
    readers: ["两步验证", "二步验证", "二次验证", "两步认证", "双因素", "双因子", "2fa", "mfa", "otp", "totp"],
  },
  // Ways to say stop: commands 停止, the API 终止, processes 结束.
  { terms: ["停止", "终止"], readers: ["关掉", "关闭脚本", "杀掉", "杀死", "干掉", "停掉", "中止", "中断"] },
  { terms: ["结束进程"], readers: ["杀进程", "kill进程"] },
  // Ways to say delete.
  { terms: ["删除"], readers: ["删掉", "去掉", "去除", "清除", "移去", "抹掉"] },
  // Ways to say create or add.
  { terms: ["添加", "创建"], readers: ["新增", "新建", "增加", "加入", "加上"] },
  // Scheduled jobs: the site says 定时任务 (cron).
  {
    terms: ["定时任务"],
    readers: ["计划任务", "定时作业", "定时脚本", "定时器", "排程", "调度", "任务计划", "schedule", "crontab"],
  },
  // Logs.
  { terms: ["日志"], readers: ["log", "logs", "运行记录", "输出记录"] },
  // Configuration and settings.
  { terms: ["配置"], readers: ["设置", "设定", "配置项", "settings", "setting"] },
  { terms: ["配置文件"], readers: ["设置文件", "配置档"] },
  // Restart, reset.
  { terms: ["重置"], readers: ["找回"] },
  { terms: ["重启"], readers: ["重新启动", "reboot"] },
  // Notifications.
  { terms: ["推送通知", "通知"], readers: ["消息提醒", "提醒", "告知", "推送消息"] },
  // The Telegram bot: the site says 电报机器人 / TG 机器人.
  { terms: ["telegram"], readers: ["电报"] },
  // Upgrading the platform.
  { terms: ["升级", "更新"], readers: ["升版本", "更新版本"] },
  // The panel.
  { terms: ["管理面板", "面板"], readers: ["后台", "控制台", "网页端", "web界面", "dashboard"] },
  // Code files the platform runs.
  { terms: ["代码文件"], readers: ["脚本"] },
  // Repositories.
  { terms: ["代码仓库", "仓库"], readers: ["git仓库", "项目仓库"] },
  // Tokens.
  { terms: ["令牌"], readers: ["密钥", "凭证"] },

  // How readers ask, in their own words (issue #41): the words of chat groups and issue
  // reports for self-hosted panels, not the pages' headings. The pages each must lead to are
  // in tests/fixtures/searchColloquial.ts.
  // Getting past a blocked GitHub: the pages say 代理.
  { terms: ["代理"], readers: ["翻墙", "科学上网", "梯子", "魔法上网", "vpn"] },
  // Starting by itself: --restart always (自动重新启动) and the hooks run 容器启动时.
  { terms: ["自动重新启动", "容器启动时"], readers: ["开机自启", "开机启动", "开机自启动", "自启动", "自启"] },
  // A process that never exits: the cleanup page says 卡住, 不退出.
  { terms: ["卡住", "不退出"], readers: ["卡死", "假死", "僵死", "死循环", "没反应"] },
  // A panel that does not open: the pages say 无法访问.
  { terms: ["无法访问"], readers: ["进不去", "连不上面板", "登不进去", "白屏"] },
  // Adding someone's repository of scripts ("pulling a repo").
  { terms: ["添加代码仓库"], readers: ["拉库", "拉仓库", "订阅仓库"] },
  // Running code: the command that does it (运行 alone is on every page).
  { terms: ["run"], readers: ["跑脚本"] },
];
