import React from "react";
import type { HeadFC } from "gatsby";
import { t } from "../config/labels";
import { searchRoutes } from "../config/routes";
import Seo from "../components/layout/Seo";
import SearchPage from "../components/search/SearchPage";

export default function Search() {
  return (
    <>
      <SearchPage />
    </>
  );
}

export const Head: HeadFC = () => <Seo title={t("search.pageTitle")} path={searchRoutes.page()} noindex />;
