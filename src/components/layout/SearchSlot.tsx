import React from "react";
import { Link } from "gatsby";
import { t } from "../../config/labels";
import * as styles from "./SearchSlot.module.css";

/** The navbar's search entry: a link to the search page. */
export default function SearchSlot() {
  return (
    <Link to="/search" className={styles.search} aria-label={t("search.button")}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>{t("search.placeholder")}</span>
    </Link>
  );
}
