import React from "react";
import { t } from "../../config/labels";
import { withSitePrefix } from "../../config/routes";
import * as styles from "./LanguageDropdown.module.css";

/** The site has one locale; the dropdown states it (native <details>, no JavaScript needed). */
export default function LanguageDropdown() {
  return (
    <details className={styles.dropdown}>
      <summary className={styles.summary} aria-label={`${t("navbar.language")}：${t("navbar.languageCurrent")}`}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12.87 15.07l-2.54-2.51.03-.03A17.52 17.52 0 0014.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z"
          />
        </svg>
        <span>{t("navbar.languageCurrent")}</span>
      </summary>
      <ul className={styles.menu}>
        <li>
          <a href={withSitePrefix("/")} lang="zh-Hans" aria-current="true" className={styles.active}>
            {t("navbar.languageCurrent")}
          </a>
        </li>
      </ul>
    </details>
  );
}
