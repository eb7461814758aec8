import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import type { SidebarEntryBadge, SidebarItem } from "../../lib/types";
import { t } from "../../config/labels";
import { revealInScroller } from "../../browser/revealInScroller";
import * as styles from "./DocSidebar.module.css";

interface Props {
  items: SidebarItem[];
  currentPath: string;
}

const containsPath = (item: SidebarItem, path: string): boolean =>
  item.href === path || (item.kind === "category" && item.items.some((c) => containsPath(c, path)));

function EntryBadge({ badge }: { badge?: SidebarEntryBadge }) {
  return badge ? <span className={`${styles.badge} ${styles[badge.kind]}`}>{badge.text}</span> : null;
}

function Category({ item, currentPath }: { item: Extract<SidebarItem, { kind: "category" }>; currentPath: string }) {
  // Categories start expanded, so every page is one glance away; the visitor may collapse them.
  // The sidebar stays mounted across navigations, so the choice lasts while the visitor reads on.
  const [collapsed, setCollapsed] = useState(false);
  // Arriving on a page inside a collapsed category opens it (during render: no collapsed frame).
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    if (collapsed && containsPath(item, currentPath)) setCollapsed(false);
  }
  const active = item.href === currentPath;
  // One id per rendered list: the mobile drawer renders the same sidebar a second time.
  const listId = useId();
  return (
    <li className={styles.category} data-collapsed={collapsed ? "true" : "false"}>
      <div className={`${styles.row} ${containsPath(item, currentPath) ? styles.activeTrail : ""}`}>
        {item.href ? (
          <Link
            to={item.href}
            className={`${styles.link} ${active ? styles.active : ""}`}
            aria-current={active ? "page" : undefined}
          >
            {item.label}
            <EntryBadge badge={item.badge} />
          </Link>
        ) : (
          <span className={styles.link}>{item.label}</span>
        )}
        <button
          type="button"
          className={styles.caret}
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={t("docs.categoryCollapse", { label: item.label })}
          onClick={() => setCollapsed((c) => !c)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M7.41 15.41L12 10.83l4.59 4.58L18 14l-6-6-6 6z" />
          </svg>
        </button>
      </div>
      <ul id={listId} className={styles.list} hidden={collapsed}>
        {item.items.map((child) => (
          <SidebarEntry key={`${child.label}${child.href}`} item={child} currentPath={currentPath} />
        ))}
      </ul>
    </li>
  );
}

function SidebarEntry({ item, currentPath }: { item: SidebarItem; currentPath: string }) {
  if (item.kind === "category") return <Category item={item} currentPath={currentPath} />;
  const active = item.href === currentPath;
  return (
    <li>
      <Link
        to={item.href}
        className={`${styles.link} ${active ? styles.active : ""}`}
        aria-current={active ? "page" : undefined}
      >
        {item.label}
        <EntryBadge badge={item.badge} />
      </Link>
    </li>
  );
}

/** The docs sidebar tree: the current page highlighted, every category expandable. */
export default function DocSidebar({ items, currentPath }: Props) {
  const navRef = useRef<HTMLElement>(null);
  // The current page's entry in sight (on first load too), without moving the window.
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>("a[aria-current='page']");
    if (current) revealInScroller(current);
  }, [currentPath]);
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label={t("docs.sidebarNav")}>
      <ul className={`${styles.list} ${styles.root}`}>
        {items.map((item) => (
          <SidebarEntry key={`${item.label}${item.href}`} item={item} currentPath={currentPath} />
        ))}
      </ul>
    </nav>
  );
}
