/**
 * The embedded index as a React state: the modal and /search ask it the same way, so they
 * list the same pages in the same order. A failure (offline, a missing or corrupt file) is
 * reported for the query being typed, never as a stale "no results", and recovers by itself:
 * at once when the browser is back online, else every few seconds. An answer comes with the
 * texts of the hits its caller shows first (`firstScreen`), so those rows never show without
 * their snippet; a text that cannot be had leaves its row with its heading, not a failure.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { timing } from "../../config/site";
import type { SearchHit } from "../shared/query";
import type { SearchScope, VersionedResults } from "../shared/scope";
import { searchLocal } from "./indexLoader";
import { loadTexts } from "./sectionTexts";
import { useSearchAnalytics } from "./useSearchAnalytics";

export interface SearchAnswer {
  query: string;
  /** The scope it was searched in, as the scope's key (scopeKey). */
  scope: string;
  results: VersionedResults;
}

/** A scope as a dependency of effects: equal scopes, equal keys. */
const scopeKey = (scope: SearchScope) => `${scope.version.name}${scope.all ? "+all" : ""}`;

export interface LocalSearchState {
  /** idle: nothing typed; loading: the index or a part is on its way; failed: it could not be had. */
  status: "idle" | "loading" | "ready" | "failed";
  /** The answer to the query typed, or while the next one loads, to the one before. */
  answer: SearchAnswer | null;
}

/** Searches `scope`: the version in view's index, or every version's (see scope.ts). */
export function useLocalSearch(
  query: string,
  scope: SearchScope,
  firstScreen: (results: VersionedResults) => SearchHit[] = () => [],
): LocalSearchState & { retry: () => void } {
  const [state, setState] = useState<LocalSearchState & { failedQuery?: string }>({ status: "idle", answer: null });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const q = query.trim();
  const key = scopeKey(scope);
  // The scope's fields are read through its key: a new object for the same scope searches nothing again.
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const firstScreenRef = useRef(firstScreen);
  firstScreenRef.current = firstScreen;

  useEffect(() => {
    if (!q) {
      setState({ status: "idle", answer: null });
      return;
    }
    let live = true;
    // A retry of a failed query keeps saying it failed until it succeeds.
    const failedKey = `${key} ${q}`;
    setState((s) =>
      s.status === "failed" && s.failedQuery === failedKey ? s : { status: "loading", answer: s.answer },
    );
    searchLocal(q, scopeRef.current)
      .then(async (results) => {
        if (live) await loadTexts(firstScreenRef.current(results));
        return results;
      })
      .then(
        (results) => live && setState({ status: "ready", answer: { query: q, scope: key, results } }),
        () => live && setState((s) => ({ status: "failed", answer: s.answer, failedQuery: failedKey })),
      );
    return () => {
      live = false;
    };
  }, [q, key, attempt]);

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
