import React from "react";
import { Link, type HeadFC } from "gatsby";
import { t } from "../config/labels";
import { docsRoutes } from "../config/routes";
import Seo from "../components/layout/Seo";
import NotFoundSuggestions from "../components/search/NotFoundSuggestions";
import * as styles from "./404.module.css";

/** Any unmatched path. */
export default function NotFoundPage() {
  return (
    <>
      <div className={styles.notFound}>
        <h1>{t("notFound.title")}</h1>
        <p>{t("notFound.text")}</p>
        <p>{t("notFound.help")}</p>
        <NotFoundSuggestions />
        <p className={styles.links}>
          <Link to="/">{t("notFound.home")}</Link>
          <Link to={docsRoutes.root()}>{t("notFound.docs")}</Link>
        </p>
      </div>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={t("notFound.title")} path="/404" noindex />;
