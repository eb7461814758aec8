import React from "react";
import { t } from "../../config/labels";
import type { SiteSection } from "../../config/navbar";
import NavbarItemList from "./NavbarItemList";
import * as styles from "./NoJsMenu.module.css";

/**
 * The narrow-screen menu for readers without JavaScript: a native <details> disclosure holding
 * the navbar items, which opens with no script. Once scripts run (html[data-js], set by the
 * head script) it is hidden and the hamburger button opens the drawer (MobileMenu) instead.
 */
export default function NoJsMenu({ section }: { section?: SiteSection }) {
  return (
    <details className={styles.root} data-testid="nojs-menu">
      <summary className={styles.summary} aria-label={t("navbar.openMenu")}>
        <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </summary>
      <NavbarItemList section={section} classes={{ list: styles.list, link: styles.link, active: styles.active }} />
    </details>
  );
}
