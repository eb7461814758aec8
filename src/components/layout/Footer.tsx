import React from "react";
import { Link } from "gatsby";
import { site } from "../../config/site";
import { t } from "../../config/labels";
import * as styles from "./Footer.module.css";
import { blogRoutes, docsRoutes } from "../../config/routes";

const columns = [
  {
    title: t("footer.docsTitle"),
    links: [
      { label: t("footer.intro"), to: docsRoutes.root() },
      { label: t("footer.install"), to: docsRoutes.doc("start/install") },
      { label: t("footer.cli"), to: docsRoutes.doc("cli") },
      { label: t("footer.devDocs"), to: docsRoutes.devDocs() },
    ],
  },
  {
    title: t("footer.communityTitle"),
    links: [
      { label: t("footer.tgChannel"), href: site.community.channel },
      { label: t("footer.tgGroup"), href: site.community.group },
      { label: t("footer.issues"), href: site.issueUrl },
    ],
  },
  {
    title: t("footer.moreTitle"),
    links: [
      { label: t("footer.blog"), to: blogRoutes.list() },
      { label: t("footer.github"), href: site.repoUrl },
    ],
  },
];

export default function Footer() {
  return (
    <footer className={styles.footer}>
      <nav className={styles.columns} aria-label={t("footer.nav")}>
        {columns.map((col) => (
          <div key={col.title}>
            <p className={styles.title}>{col.title}</p>
            <ul className={styles.list}>
              {col.links.map((l) => (
                <li key={l.label}>
                  {"to" in l && l.to ? (
                    <Link to={l.to}>{l.label}</Link>
                  ) : (
                    <a href={l.href} target="_blank" rel="noopener noreferrer">
                      {l.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className={styles.copyright}>
        {t("footer.copyright", { year: site.copyrightYear, holder: site.copyrightHolder })}
      </p>
    </footer>
  );
}
