/**
 * Tells analytics what readers search for: `search` once a query's answer has stood for a
 * moment (not every keystroke), and `search_no_results` when it found nothing, the list writers
 * read to add synonyms and keywords (docs/ANALYTICS.md). Sends nothing when no provider is on.
 */
import { useEffect, useRef } from "react";
import { timing } from "../../config/site";
import { sendEvent } from "../../browser/analytics";
import type { SearchAnswer } from "./useLocalSearch";

export function useSearchAnalytics(answer: SearchAnswer | null): void {
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (!answer || answer.query === lastSent.current) return;
    const id = window.setTimeout(() => {
      lastSent.current = answer.query;
      const total = answer.results.total;
      sendEvent("search", { search_term: answer.query, results: total });
      if (total === 0) sendEvent("search_no_results", { search_term: answer.query });
    }, timing.searchSettledMs);
    return () => window.clearTimeout(id);
  }, [answer]);
}
