import React from "react";
import { Link } from "gatsby";
import { t } from "../../config/labels";
import type { VersionLink } from "../../lib/docVersionContext";
import { docsRoutes } from "../../config/routes";
import { docVersions } from "../../config/versions";
import { pairsShownOn } from "../../lib/upgrade/pairs";
import * as styles from "./DocVersionSwitch.module.css";

/**
 * The docs version switch, above a docs page's title: it names the version in view and opens
 * to every version with its label, the one in view marked. A disclosure (<details>) of plain links computed at build time, so it
 * opens by keyboard and works without JavaScript; each link keeps the reader on the same page
 * when the target version has it, else leads to that version's docs root. A version whose copy
 * of the page differs (src/node/data/upgradePages.ts) is marked; on the pairs this version's pages
 * link to (pairsShownOn) the mark is a second link, to the page diff, and those pairs' upgrade
 * guides close the list. So the list grows by a mark per release, not by links.
 */
export default function DocVersionSwitch({ links }: { links: VersionLink[] }) {
  const current = links.find((l) => l.current);
  if (links.length < 2 || !current) return null;
  const inView = docVersions.find((v) => v.name === current.name);
  const guides = inView ? pairsShownOn(inView, docVersions) : [];
  return (
    <details className={styles.versionSwitch} data-version-switch="">
      <summary className={styles.summary}>{t("docs.versionBadge", { versionLabel: current.label })}</summary>
      {/* Links in a plain box, not a list: the page's own lists (a category's cards) stay the only ones in the article. */}
      <div className={styles.list}>
        {links.map((l) => {
          const version = (
            <Link
              key={l.name}
              to={l.href}
              className={styles.link}
              aria-current={l.current ? "true" : undefined}
              data-version={l.name}
            >
              {l.label}
              {l.differs ? <span className={styles.mark}>{t("docs.versionDiffMark")}</span> : null}
            </Link>
          );
          return l.diffHref ? (
            <div key={l.name} className={styles.row}>
              {version}
              <Link to={l.diffHref} className={styles.diff} data-version-diff={l.name}>
                {t("docs.versionDiffMark")}
                <span className="visually-hidden">{t("docs.versionDiffHint", { versionLabel: l.label })}</span>
              </Link>
            </div>
          ) : (
            version
          );
        })}
        {guides.map((g) => (
          <Link
            key={`${g.from.name}>${g.to.name}`}
            to={docsRoutes.upgrade(g.from.name, g.to)}
            className={styles.guide}
            data-upgrade-guide-link=""
          >
            {t("docs.versionUpgradeGuide", { fromLabel: g.from.label, toLabel: g.to.label })}
          </Link>
        ))}
      </div>
    </details>
  );
}
