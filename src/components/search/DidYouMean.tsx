import React from "react";

/**
 * Said above results found through a corrected spelling (the engine's correctedQuery), so a
 * reader sees why the pages do not hold what was typed. The wording belongs in the label
 * table (src/config/labels.ts) once that file can take it; kept here meanwhile.
 */
export const DID_YOU_MEAN = "你是不是要找";

export default function DidYouMean({ query, className }: { query: string | undefined; className?: string }) {
  if (!query) return null;
  return (
    <p className={className ?? "search-correction"} data-testid="search-correction">
      {DID_YOU_MEAN} <strong>{query}</strong>？
    </p>
  );
}
