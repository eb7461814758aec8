import React from "react";
import { t } from "../../config/labels";

/** What the modal shows instead of results while the index loads or cannot be fetched. */
export default function SearchStatusPanel({ state }: { state: "loading" | "failed" }) {
  if (state === "loading") {
    return (
      <div className="search-status" role="status">
        <span className="search-status-spinner" aria-hidden="true" />
        <p>{t("search.loading")}</p>
      </div>
    );
  }
  return (
    <div className="search-status" role="alert">
      <p className="DocSearch-Title">{t("search.errorTitle")}</p>
      <p className="DocSearch-Help">{t("search.errorHelp")}</p>
      <p className="DocSearch-Help">{t("search.retry")}</p>
    </div>
  );
}
