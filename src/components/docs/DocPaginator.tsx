import React from "react";
import { Link } from "gatsby";
import type { NavLink } from "../../lib/types";
import * as styles from "./DocPaginator.module.css";

interface Props {
  previous: NavLink | null;
  next: NavLink | null;
  label: string;
  previousLabel: string;
  nextLabel: string;
}

/** Previous / next links at the foot of a page. */
export default function DocPaginator({ previous, next, label, previousLabel, nextLabel }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={label}>
      {previous ? (
        <Link className={styles.link} to={previous.href} rel="prev">
          <span className={styles.sub}>{previousLabel}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={`${styles.link} ${styles.next}`} to={next.href} rel="next">
          <span className={styles.sub}>{nextLabel}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
