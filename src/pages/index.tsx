import React from "react";
import { Link, type HeadFC } from "gatsby";
import { site } from "../config/site";
import { t } from "../config/labels";
import { docsRoutes } from "../config/routes";
import { homeCliShowcase, homeFeatures, homeLanguages } from "../config/home";
import Seo from "../components/layout/Seo";
import { serializeJsonLd, websiteJsonLd } from "../lib/jsonLd";
import * as styles from "./index.module.css";

export default function HomePage() {
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.name}>{site.title}</h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <p className={styles.lead}>
          在自己的服务器上运行脚本、调度定时任务、管理文件与环境变量，并通过命令行和开放接口完成自动化运维。
        </p>
        <div className={styles.buttons}>
          <Link to={docsRoutes.doc("start/install")} className={`${styles.button} ${styles.primary}`}>
            {t("home.getStarted")}
          </Link>
          <a href={site.repoUrl} className={styles.button} target="_blank" rel="noopener noreferrer">
            {t("home.repository")}
          </a>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          {t("home.featuresTitle")}
        </h2>
        <ul className={styles.features}>
          {homeFeatures.map((f) => (
            <li key={f.title} className={styles.feature}>
              <h3>
                <Link to={f.href}>{f.title}</Link>
              </h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="cli-title">
        <h2 id="cli-title" className={styles.sectionTitle}>
          {t("home.cliTitle")}
        </h2>
        <div className={styles.terminal}>
          {/* Scrollable on narrow screens: focusable to scroll by keyboard (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre tabIndex={0}>
            {homeCliShowcase.map((c) => (
              <span key={c.command} className={styles.line}>
                <span className={styles.prompt}>$ </span>
                {c.command}
                <span className={styles.comment}>{`  # ${c.text}`}</span>
                {"\n"}
              </span>
            ))}
          </pre>
        </div>
        <p className={styles.more}>
          <Link to={docsRoutes.doc("cli")}>命令（CLI）完整参考 »</Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="languages-title">
        <h2 id="languages-title" className={styles.sectionTitle}>
          {t("home.languagesTitle")}
        </h2>
        <ul className={styles.languages}>
          {homeLanguages.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={docsRoutes.doc("start/environment")}>查看各语言的运行环境 »</Link>
        </p>
      </section>
    </>
  );
}

export const Head: HeadFC = () => <Seo path="/" jsonLd={serializeJsonLd(websiteJsonLd())} />;
