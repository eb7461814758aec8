import React from "react";
import { Link } from "gatsby";
import ContentTree from "../mdx/ContentTree";
import { pageDiffTitle } from "../../lib/upgrade/texts";
import type { PageDiffContext } from "../../lib/upgrade/pageContexts";
import * as styles from "./upgrade.module.css";

/**
 * One page's changes between two versions: the newer page's blocks with the older one's removed
 * blocks kept in place, each added or removed block, table row, list item and code line marked.
 * Static HTML of plain links and marks: it needs no script.
 */
export default function PageDiff({ c }: { c: PageDiffContext }) {
  return (
    <div className={styles.page} data-page-diff="">
      <h1>{pageDiffTitle(c.title, c.from.label, c.to.label)}</h1>
      <p className={styles.lead}>
        下面是本页 <Link to={c.to.href}>{c.to.label} 版</Link>的内容，其中标出了与{" "}
        <Link to={c.from.href}>{c.from.label} 版</Link>相比新增和删除的段落、表格行和代码行。两个版本之间的全部变化见
        <Link to={c.guideHref}>升级指南</Link>。
      </p>
      {c.oldTitle !== c.title ? (
        <p>
          页面标题由「{c.oldTitle}」改为「{c.title}」。
        </p>
      ) : null}
      <div className={styles.legend} aria-hidden="true">
        <p className={styles.legendAdded}>实线标出 {c.to.label} 新增的内容</p>
        <p className={styles.legendRemoved}>虚线并划掉的是 {c.to.label} 删除的内容</p>
      </div>
      <div className={styles.diff}>
        <ContentTree tree={c.tree} />
      </div>
    </div>
  );
}
