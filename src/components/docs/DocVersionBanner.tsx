import React from "react";
import { Link } from "gatsby";
import { site } from "../../config/site";
import { docVersions } from "../../config/versions";
import { docsRoutes } from "../../config/routes";
import { t } from "../../config/labels";
import DocBanner from "./DocBanner";
import * as styles from "./DocVersionBanner.module.css";

/**
 * Version notices. With one version (today) only the badge shows nothing to warn about; a doc
 * of an older version gets the "no longer maintained" banner with a link to the latest.
 */
export default function DocVersionBanner({ version }: { version: string }) {
  const current = docVersions.find((v) => v.name === version);
  const latest = docVersions.find((v) => v.isLast);
  if (!current || !latest) return null;
  return (
    <>
      {docVersions.length > 1 ? <span className={styles.badge}>{t("docs.versionBadge", { versionLabel: current.label })}</span> : null}
      {current.isLast ? null : (
        <DocBanner kind="deprecated">
          <p>{t("docs.versionUnmaintained", { siteTitle: site.title, versionLabel: current.label })}</p>
          <p>
            {t("docs.versionLatestLink", { latestVersionLink: "", versionLabel: latest.label })}
            <Link to={docsRoutes.root(latest)}>{t("docs.versionLatestLinkLabel")}</Link>
          </p>
        </DocBanner>
      )}
    </>
  );
}
