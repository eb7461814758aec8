/** The titles of the generated upgrade pages, shared by the build (JSON-LD, Head) and the templates. */
export const guideTitle = (fromLabel: string, toLabel: string) => `从 ${fromLabel} 升级到 ${toLabel}`;

export const guideDescription = (fromLabel: string, toLabel: string) =>
  `${fromLabel} 与 ${toLabel} 之间命令行、HTTP 接口、程序提示和文档页面的变化，以及这期间的更新日志，由两个版本的文档自动生成。`;

export const pageDiffTitle = (title: string, fromLabel: string, toLabel: string) =>
  `${title}：${fromLabel} 与 ${toLabel} 的差异`;
