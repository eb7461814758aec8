import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { t, tWith, type LabelKey } from "../../config/labels";
import { searchPageUrl, searchRoutes } from "../../config/routes";
import { latestVersion } from "../../config/versions";
import { useLocalSearch } from "../../search/browser/useLocalSearch";
import { hitText } from "../../search/browser/sectionTexts";
import { useLoadedTexts, useTextsOnScreen } from "../../search/browser/useTexts";
import { snippet } from "../../search/shared/highlight";
import { scopeFromParam, scopeParam, type SearchScope, type VersionedResults } from "../../search/shared/scope";
import DidYouMean from "./DidYouMean";
import SearchScopeControl, { VersionBadge } from "./SearchScopeControl";
import * as styles from "./SearchPage.module.css";

/** A label around the reader's query, isolated in <bdi> so its direction controls stay inside. */
const withQuery = (key: LabelKey, query: string) =>
  React.createElement(React.Fragment, null, ...tWith(key, { query: <bdi key="query">{query}</bdi> }));

const readParams = () => new URLSearchParams(window.location.search);

/** Sections listed per page. */
const SECTIONS_PER_PAGE = 4;
/** The results on the first screen, whose snippets come with the answer; the others' as they scroll into view. */
const firstScreen = (found: VersionedResults) =>
  found.pages.slice(0, 5).flatMap((p) => p.sections.slice(0, SECTIONS_PER_PAGE));

/**
 * The /search page: full results for ?q=, grouped by page, from the same indexes as the modal.
 * `&version=` names the versions searched (a version's segment, or all): the latest's alone
 * without it, so that a shared address searches what its sender searched.
 */
export default function SearchPage() {
  const [query, setQuery] = useState("");
  const [scope, setScope] = useState<SearchScope>({ version: latestVersion, all: false });
  const search = useLocalSearch(query, scope, firstScreen);
  const failed = search.status === "failed";
  const texts = useLoadedTexts();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const params = readParams();
    setQuery(params.get("q") ?? "");
    setScope(scopeFromParam(params.get(searchRoutes.versionParam)));
  }, []);

  // Keep the address shareable without piling up history entries.
  const remember = (value: string, next: SearchScope) =>
    window.history.replaceState(window.history.state, "", searchPageUrl(value, scopeParam(next)));
  const onChange = (value: string) => {
    setQuery(value);
    remember(value, scope);
  };
  const onScope = (next: SearchScope) => {
    setScope(next);
    remember(query, next);
  };

  // Results follow the typing; submitting (Enter or 搜索) takes the reader to them, as soon as
  // they are on screen (the index may still be on its way).
  const [focusResults, setFocusResults] = useState(false);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setFocusResults(true);
  };
  // Once asked, focuses the results as soon as they are on screen (they may come with a later answer).
  useEffect(() => {
    const results = focusResults ? document.getElementById("search-results") : null;
    if (!results) return;
    results.focus();
    setFocusResults(false);
  }, [focusResults, search.answer, search.status]);

  const found = search.answer?.results;
  const groups = found?.pages ?? [];
  useTextsOnScreen(list, found, false);

  return (
    <div className={styles.page}>
      <h1>{query.trim() ? withQuery("search.resultsFor", query.trim()) : t("search.pageTitle")}</h1>
      {/* In the HTML for readers without JavaScript; hidden by CSS once the head script ran. */}
      <p className={`${styles.notice} no-js-only`}>{t("search.noJs")}</p>
      <form role="search" action={searchPageUrl()} onSubmit={onSubmit} className={styles.form}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {t("search.pageInputLabel")}
        </label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          value={query}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t("search.placeholder")}
          className={styles.input}
          autoComplete="off"
        />
        <button type="submit" className={styles.submit}>
          {t("search.submit")}
        </button>
      </form>
      <SearchScopeControl scope={scope} onChange={onScope} className={styles.scope} />
      {failed ? (
        <p className={styles.notice} role="alert">
          {t("search.pageError")}{" "}
          <button type="button" className={styles.retry} onClick={search.retry}>
            {t("error.retry")}
          </button>
        </p>
      ) : null}
      {!query.trim() ? <p className={styles.hint}>{t("search.pageHint")}</p> : null}
      {found && !failed && query.trim() ? (
        groups.length ? (
          <>
            <DidYouMean query={found.correctedQuery} className={styles.count} />
            <p className={styles.count} id="search-results" tabIndex={-1}>
              {t("search.resultCount", { count: groups.length })}
            </p>
            <ol className={styles.results} ref={list}>
              {groups.map((g) => (
                <li key={g.url} className={styles.result} data-version={g.version?.name}>
                  <p className={styles.area}>
                    {g.area} <VersionBadge label={g.version?.label} className={styles.version} />
                  </p>
                  <h2 className={styles.pageTitle}>
                    <Link to={g.url}>{g.title}</Link>
                  </h2>
                  <ul className={styles.sections}>
                    {g.sections.slice(0, SECTIONS_PER_PAGE).map((s) => {
                      const content = hitText(s, texts);
                      return (
                        <li key={s.id} data-text-url={content === undefined ? s.texts?.url : undefined}>
                          <Link to={s.url} className={styles.section}>
                            {s.lvl3 ?? s.lvl2 ?? g.title}
                          </Link>
                          {content ? (
                            <p
                              className={styles.snippet}
                              dangerouslySetInnerHTML={{ __html: snippet(content, found?.terms ?? []).value }}
                            />
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className={styles.notice}>{withQuery("search.noResults", query.trim())}</p>
        )
      ) : null}
    </div>
  );
}
