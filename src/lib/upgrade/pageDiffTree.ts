/**
 * A page diff's page, as a content tree (h.ts): the newer page's blocks with the older one's
 * removed blocks kept in place, each added or removed block, table row, list item and code line
 * marked (blockDiff.ts). Plain links and marks: it needs no script.
 */
import type { ContentTree } from "../mdx/contentTree";
import { pageDiffTitle } from "./texts";
import { h, nodes } from "./h";

export interface PageDiffSides {
  title: string;
  oldTitle: string;
  from: { label: string; href: string };
  to: { label: string; href: string };
  guideHref: string;
  /** Both versions' blocks merged, the changed ones marked. */
  merged: ContentTree;
}

export function pageDiffTree(c: PageDiffSides): ContentTree {
  return nodes(
    h(
      "div",
      { className: "upgrade-page", "data-page-diff": "" },
      h("h1", null, pageDiffTitle(c.title, c.from.label, c.to.label)),
      h(
        "p",
        { className: "upgrade-lead" },
        "下面是本页 ",
        h("a", { href: c.to.href }, `${c.to.label} 版`),
        "的内容，其中标出了与 ",
        h("a", { href: c.from.href }, `${c.from.label} 版`),
        "相比新增和删除的段落、表格行和代码行。两个版本之间的全部变化见",
        h("a", { href: c.guideHref }, "升级指南"),
        "。",
      ),
      c.oldTitle !== c.title ? h("p", null, `页面标题由「${c.oldTitle}」改为「${c.title}」。`) : null,
      h(
        "div",
        { className: "upgrade-legend", "aria-hidden": "true" },
        h("p", { className: "upgrade-legend-added" }, `实线标出 ${c.to.label} 新增的内容`),
        h("p", { className: "upgrade-legend-removed" }, `虚线并划掉的是 ${c.to.label} 删除的内容`),
      ),
      h("div", { className: "upgrade-diff" }, ...c.merged),
    ),
  );
}
