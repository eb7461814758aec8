import React from "react";
import { Link } from "gatsby";
import { site } from "../../config/site";
import { docsRoutes } from "../../config/routes";
import { t } from "../../config/labels";
import { announcementStorageKey } from "../../head/inlineScripts";
import { writeStorage } from "../../browser/storage";
import * as styles from "./AnnouncementBar.module.css";

/**
 * Always rendered on the server; a dismissed bar is hidden by CSS from the
 * data-announcement-dismissed attribute the head script sets, so there is no flash.
 */
export default function AnnouncementBar() {
  const { id, text, docId } = site.announcement;
  const close = () => {
    writeStorage(announcementStorageKey(id), "true");
    document.documentElement.setAttribute("data-announcement-dismissed", "true");
  };
  return (
    <section
      className={`${styles.bar} announcement-bar`}
      data-announcement-id={id}
      aria-label={t("announcement.label")}
    >
      <p className={styles.content}>
        <Link to={docsRoutes.doc(docId)}>{text}</Link>
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label={t("announcement.close")}
        title={t("announcement.close")}
      >
        <svg viewBox="0 0 15 15" width="12" height="12" aria-hidden="true">
          <path d="M2 2l11 11M13 2L2 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </section>
  );
}
