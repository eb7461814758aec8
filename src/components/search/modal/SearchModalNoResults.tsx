import React from "react";
import { site } from "../../../config/site";
import { t } from "../../../config/labels";

/** No page matches: the query as typed, and where to report a result that should exist. */
export default function SearchModalNoResults({ query }: { query: string }) {
  return (
    <div className="DocSearch-NoResults">
      <p className="DocSearch-Title">
        {t("search.noResultsPrefix")} “
        <strong>
          <bdi>{query}</bdi>
        </strong>
        ”
      </p>
      <p className="DocSearch-Help">
        {t("search.reportMissing")}{" "}
        <a href={site.issueUrl} target="_blank" rel="noopener noreferrer">
          {t("search.reportMissingLink")}
        </a>
      </p>
    </div>
  );
}
