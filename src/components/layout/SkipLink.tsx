import React from "react";
import { t } from "../../config/labels";
import * as styles from "./SkipLink.module.css";

/** First focusable element: jumps past the navbar to the page's main content. */
export default function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      {t("skipLink.label")}
    </a>
  );
}
