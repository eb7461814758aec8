import React from "react";
import type { HeadFC } from "gatsby";
import { t } from "../config/labels";
import Layout from "../components/layout/Layout";
import Seo from "../components/layout/Seo";
import SearchPage from "../components/search/SearchPage";

export default function Search() {
  return (
    <Layout pageKey="/search">
      <SearchPage />
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title={t("search.pageTitle")} path="/search" noindex />;
