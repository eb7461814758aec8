import React from "react";
import { Link } from "gatsby";
import type { NavLink } from "../../lib/types";
import { t } from "../../config/labels";
import * as styles from "./DocBreadcrumbs.module.css";

export default function DocBreadcrumbs({ crumbs }: { crumbs: NavLink[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={t("docs.breadcrumbs")}>
      <ol>
        <li>
          <Link to="/">{t("docs.breadcrumbHome")}</Link>
        </li>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 || !c.href ? (
            <li key={`${c.href}${c.label}`} aria-current={i === crumbs.length - 1 ? "page" : undefined}>
              <span>{c.label}</span>
            </li>
          ) : (
            <li key={`${c.href}${c.label}`}>
              <Link to={c.href}>{c.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
