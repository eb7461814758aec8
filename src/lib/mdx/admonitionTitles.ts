/**
 * The admonition types and their default titles (`:::tip` without `[标题]`). Not in
 * src/config/labels.ts: these words are compiled into the pages' MDX, so they belong to the MDX
 * pipeline, whose edits rebuild every page; an edit to labels.ts rebuilds only what imports it
 * (src/node/frameworkPatches/buildDependencies.ts).
 */
export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export const ADMONITION_TITLES: Record<AdmonitionType, string> = {
  note: "备注",
  tip: "提示",
  info: "信息",
  warning: "警告",
  danger: "危险",
};
