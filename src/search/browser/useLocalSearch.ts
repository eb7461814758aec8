/**
 * The embedded index as a React state: the modal and /search ask it the same way, so they
 * list the same pages in the same order. A failure (offline, a missing or corrupt file) is
 * reported for the query being typed, never as a stale "no results", and recovers by itself:
 * at once when the browser is back online, else every few seconds.
 */
import { useCallback, useEffect, useState } from "react";
import { timing } from "../../config/site";
import type { SearchResults } from "../shared/query";
import { searchLocal } from "./indexLoader";
import { useSearchAnalytics } from "./useSearchAnalytics";

export interface SearchAnswer {
  query: string;
  results: SearchResults;
}

export interface LocalSearchState {
  /** idle: nothing typed; loading: the index or a part is on its way; failed: it could not be had. */
  status: "idle" | "loading" | "ready" | "failed";
  /** The answer to the query typed, or while the next one loads, to the one before. */
  answer: SearchAnswer | null;
}

export function useLocalSearch(query: string): LocalSearchState & { retry: () => void } {
  const [state, setState] = useState<LocalSearchState & { failedQuery?: string }>({ status: "idle", answer: null });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const q = query.trim();

  useEffect(() => {
    if (!q) {
      setState({ status: "idle", answer: null });
      return;
    }
    let live = true;
    // A retry of a failed query keeps saying it failed until it succeeds.
    setState((s) => (s.status === "failed" && s.failedQuery === q ? s : { status: "loading", answer: s.answer }));
    searchLocal(q).then(
      (results) => live && setState({ status: "ready", answer: { query: q, results } }),
      () => live && setState((s) => ({ status: "failed", answer: s.answer, failedQuery: q })),
    );
    return () => {
      live = false;
    };
  }, [q, attempt]);

  const failed = state.status === "failed";
  useEffect(() => {
    if (!failed) return;
    window.addEventListener("online", retry);
    const id = window.setInterval(retry, timing.searchRetryMs);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(id);
    };
  }, [failed, retry]);

  useSearchAnalytics(state.answer);
  return { status: state.status, answer: state.answer, retry };
}
