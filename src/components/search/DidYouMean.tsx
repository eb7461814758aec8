import React from "react";
import { t } from "../../config/labels";

/**
 * Said above results found through a corrected spelling (the engine's correctedQuery), so a
 * reader sees why the pages do not hold what was typed.
 */
export default function DidYouMean({ query, className }: { query: string | undefined; className?: string }) {
  if (!query) return null;
  return (
    <p className={className ?? "search-correction"} data-testid="search-correction">
      {t("search.didYouMean")} <strong>{query}</strong>？
    </p>
  );
}
