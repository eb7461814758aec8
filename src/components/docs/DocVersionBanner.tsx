import React from "react";
import { Link } from "gatsby";
import { site } from "../../config/site";
import { docVersions } from "../../config/versions";
import { docsRoutes } from "../../config/routes";
import { t } from "../../config/labels";
import type { DocVersionContext } from "../../lib/docVersionContext";
import PageBanner from "../page/PageBanner";
import DocVersionSwitch from "./DocVersionSwitch";

/**
 * The version above a docs page: the version switch when the site has several (it names the
 * version in view), and a banner on any version but the latest: "unreleased" on next,
 * "unmaintained" on an older release, each linking to the same page in the latest (else the
 * latest's docs root). On every docs and category page, sidebar or not. Both also link the
 * upgrade guide between this version and the latest, and this page's diff against the latest when
 * the page differs (issue #42).
 */
export default function DocVersionBanner({ context }: { context: DocVersionContext }) {
  const current = docVersions.find((v) => v.name === context.version);
  const latest = docVersions.find((v) => v.isLast);
  if (!current || !latest) return null;
  const kind = current.banner;
  // Guides go from an older release to the latest, and from the latest to next (upgradePairs).
  const [older, newer] = kind === "unreleased" ? [latest, current] : [current, latest];
  const diffHref = context.versionLinks.find((l) => l.name === latest.name)?.diffHref;
  return (
    <>
      <DocVersionSwitch links={context.versionLinks} />
      {kind ? (
        <PageBanner kind="deprecated" version={kind}>
          <p>
            {t(kind === "unreleased" ? "docs.versionUnreleased" : "docs.versionUnmaintained", {
              siteTitle: site.title,
              versionLabel: current.label,
            })}
          </p>
          <p>
            {t("docs.versionLatestLink", { latestVersionLink: "", versionLabel: latest.label })}
            <Link to={context.latestHref}>
              {t(context.latestHasPage ? "docs.versionLatestPageLabel" : "docs.versionLatestLinkLabel")}
            </Link>
          </p>
          <p>
            <Link to={docsRoutes.upgrade(older.name, newer)} data-upgrade-link="">
              {t("docs.versionUpgradeGuide", { fromLabel: older.label, toLabel: newer.label })}
            </Link>
            {diffHref ? (
              <>
                {" · "}
                <Link to={diffHref} data-page-diff-link="">
                  {t("docs.versionPageDiff", { versionLabel: latest.label })}
                </Link>
              </>
            ) : null}
          </p>
        </PageBanner>
      ) : null}
    </>
  );
}
