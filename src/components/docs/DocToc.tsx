import React from "react";
import type { TocItem } from "../../lib/types";
import { t } from "../../config/labels";
import * as styles from "./DocToc.module.css";

function TocList({ items, className }: { items: TocItem[]; className?: string }) {
  return (
    <ul className={className ?? styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.title}</a>
          {item.items.length ? <TocList items={item.items} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Table of contents on the right of wide screens. */
export function DocTocDesktop({ items }: { items: TocItem[] }) {
  return (
    <nav className={styles.desktop} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        {t("docs.toc")}
      </p>
      <TocList items={items} className={`${styles.list} ${styles.root}`} />
    </nav>
  );
}

/** The same table of contents, collapsed above the content on narrow screens. */
export function DocTocMobile({ items }: { items: TocItem[] }) {
  return (
    <details className={styles.mobile}>
      <summary>{t("docs.toc")}</summary>
      <TocList items={items} className={`${styles.list} ${styles.root}`} />
    </details>
  );
}
