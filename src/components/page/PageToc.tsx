import React, { useEffect, useRef } from "react";
import type { TocItem } from "../../lib/types";
import { t } from "../../config/labels";
import { revealInScroller } from "../../browser/revealInScroller";
import { useActiveHeading } from "./useActiveHeading";
import * as styles from "./PageToc.module.css";

function TocList({ items, active, className }: { items: TocItem[]; active: string | null; className?: string }) {
  return (
    <ul className={className ?? styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} aria-current={item.id === active ? "location" : undefined}>
            {item.title}
          </a>
          {item.items.length ? <TocList items={item.items} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Table of contents on the right of wide screens; the heading in view is highlighted. */
export function PageTocDesktop({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  const navRef = useRef<HTMLElement>(null);
  // A long table of contents scrolls: keep the highlighted entry in sight.
  useEffect(() => {
    const link = navRef.current?.querySelector<HTMLElement>("a[aria-current]");
    if (link) revealInScroller(link);
  }, [active]);
  return (
    <nav ref={navRef} className={styles.desktop} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        {t("docs.toc")}
      </p>
      <TocList items={items} active={active} className={`${styles.list} ${styles.root}`} />
    </nav>
  );
}

/** The same table of contents, collapsed above the content on narrow screens. */
export function PageTocMobile({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  return (
    <details className={`${styles.mobile} no-print`}>
      <summary>{t("docs.toc")}</summary>
      <TocList items={items} active={active} className={`${styles.list} ${styles.root}`} />
    </details>
  );
}
