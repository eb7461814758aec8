import React from "react";
import { Link } from "gatsby";
import { t } from "../../config/labels";
import * as styles from "./BlogSidebar.module.css";

import type { BlogSidebarGroup } from "../../lib/pageContexts";

/** Every post, grouped by year (newest first). */
export default function BlogSidebar({ groups, currentPath }: { groups: BlogSidebarGroup[]; currentPath?: string }) {
  return (
    <nav className={styles.sidebar} aria-labelledby="blog-sidebar-title">
      <p id="blog-sidebar-title" className={styles.title}>
        {t("blog.recentPosts")}
      </p>
      {groups.map((g) => (
        <div key={g.year}>
          <p className={styles.year}>{g.year}</p>
          <ul className={styles.list}>
            {g.posts.map((p) => (
              <li key={p.href}>
                <Link
                  to={p.href}
                  className={p.href === currentPath ? styles.active : undefined}
                  aria-current={p.href === currentPath ? "page" : undefined}
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
