import React from "react";
import { t } from "../../config/labels";
import * as styles from "./SearchPage.module.css";

/** The /search page. Without JavaScript it says so; the results come from the search index. */
export default function SearchPage() {
  return (
    <div className={styles.page}>
      <h1>{t("search.pageTitle")}</h1>
      <noscript>
        <p>{t("search.noJs")}</p>
      </noscript>
    </div>
  );
}
