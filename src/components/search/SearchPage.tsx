import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { t, tWith, type LabelKey } from "../../config/labels";
import { searchPageUrl } from "../../config/routes";
import { useLocalSearch } from "../../search/browser/useLocalSearch";
import { snippet } from "../../search/shared/highlight";
import DidYouMean from "./DidYouMean";
import * as styles from "./SearchPage.module.css";

/** A label around the reader's query, isolated in <bdi> so its direction controls stay inside. */
const withQuery = (key: LabelKey, query: string) => React.createElement(React.Fragment, null, ...tWith(key, { query: <bdi key="query">{query}</bdi> }));

const readQuery = () => (typeof window === "undefined" ? "" : new URLSearchParams(window.location.search).get("q") ?? "");

/** The /search page: full results for ?q=, grouped by page, from the same index as the modal. */
export default function SearchPage() {
  const [query, setQuery] = useState("");
  const search = useLocalSearch(query);
  const failed = search.status === "failed";

  useEffect(() => setQuery(readQuery()), []);

  const onChange = (value: string) => {
    setQuery(value);
    // Keep the address shareable without piling up history entries.
    window.history.replaceState(window.history.state, "", searchPageUrl(value));
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

  return (
    <div className={styles.page}>
      <h1>{query.trim() ? withQuery("search.resultsFor", query.trim()) : t("search.pageTitle")}</h1>
      {/* In the HTML for readers without JavaScript; hidden by CSS once the head script ran. */}
      <p className={`${styles.notice} no-js-only`}>{t("search.noJs")}</p>
      <form role="search" action={searchPageUrl()} onSubmit={onSubmit} className={styles.form}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {t("search.pageInputLabel")}
        </label>
        <input id="search-page-input" name="q" type="search" value={query} onChange={(e) => onChange(e.target.value)} placeholder={t("search.placeholder")} className={styles.input} autoComplete="off" />
        <button type="submit" className={styles.submit}>
          {t("search.submit")}
        </button>
      </form>
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
            <ol className={styles.results}>
              {groups.map((g) => (
                <li key={g.url} className={styles.result}>
                  <p className={styles.area}>{g.area}</p>
                  <h2 className={styles.pageTitle}>
                    <Link to={g.url}>{g.title}</Link>
                  </h2>
                  <ul className={styles.sections}>
                    {g.sections.slice(0, 4).map((s) => (
                      <li key={s.id}>
                        <Link to={s.url} className={styles.section}>
                          {s.lvl3 ?? s.lvl2 ?? g.title}
                        </Link>
                        {s.content ? <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: snippet(s.content, found?.terms ?? []).value }} /> : null}
                      </li>
                    ))}
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
