import React, { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link, navigate } from "gatsby";
import { t } from "../../../config/labels";
import { searchPageUrl, withSitePrefix } from "../../../config/routes";
import { scopeParam, type SearchScope } from "../../../search/shared/scope";
import { versionOfPage } from "../../../browser/pageVersion";
import SearchScopeControl from "../SearchScopeControl";
import { escapeHtml } from "../../../lib/escapeHtml";
import { loadIndex, prefetchQuery } from "../../../search/browser/indexLoader";
import {
  firstScreenGroups,
  modalFirstScreen,
  modalGroups,
  type ModalGroup,
  type ModalRow,
} from "../../../search/browser/modalRows";
import { readRecent, rememberRecent } from "../../../search/browser/recentSearches";
import { useLocalSearch } from "../../../search/browser/useLocalSearch";
import { useLoadedTexts, useTextsOnScreen } from "../../../search/browser/useTexts";
import SearchStatusPanel from "../SearchStatusPanel";
import DidYouMean from "../DidYouMean";
import SearchModalFooter from "./SearchModalFooter";
import SearchModalNoResults from "./SearchModalNoResults";
import SearchModalResults, { LISTBOX_ID, optionId } from "./SearchModalResults";
import { CloseIcon } from "./SearchModalIcons";
import MagnifierIcon from "../MagnifierIcon";

interface Props {
  onClose: () => void;
  /** What the reader typed while the modal could not load (SearchButton keeps it). */
  initialQuery?: string;
}

/**
 * The search modal over the embedded index: our own, small, in DocSearch's markup so that
 * DocSearch's stylesheet dresses it and it looks like the hosted service's modal. The index
 * starts loading when the modal opens; results follow the typing (not the keystrokes of an
 * input method, only the text it commits).
 */
export default function LocalSearchModal({ onClose, initialQuery = "" }: Props) {
  const [value, setValue] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const composing = useRef(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  // The version of the page the modal opened on; widened on the reader's request.
  const [inView] = useState(() => versionOfPage());
  const [all, setAll] = useState(false);
  const scope: SearchScope = useMemo(() => ({ version: inView, all }), [inView, all]);
  const search = useLocalSearch(query, scope, modalFirstScreen);
  const [recent] = useState(readRecent);
  const texts = useLoadedTexts();

  const answer = search.answer;
  const groups: ModalGroup[] = useMemo(() => {
    if (!query.trim())
      return recent.length
        ? [
            {
              label: t("search.recentTitle"),
              rows: recent.map((r) => ({
                url: r.url,
                kind: "page" as const,
                titleHtml: escapeHtml(r.title),
                path: r.path,
              })),
            },
          ]
        : [];
    return answer ? modalGroups(answer.results, texts) : [];
  }, [answer, query, recent, texts]);
  const rows = useMemo(() => groups.flatMap((g) => g.rows), [groups]);
  // A new answer's first screen is on screen as soon as it can be; the rows below it follow in
  // a render of their own (the deferred one), which waits for nothing the reader sees. Keyed on
  // the answer: a snippet arriving for a row below leaves every row in place.
  const deferredAnswer = useDeferredValue(answer);
  const shown = useMemo(
    () => (deferredAnswer === answer ? groups : firstScreenGroups(groups)),
    [deferredAnswer, answer, groups],
  );
  // Rows below the first screen get their snippets as they scroll into view.
  useTextsOnScreen(dropdown, shown, true);

  // New results start at their first row, in the same commit that shows them: reset after
  // paint, an arrow key pressed as they appear was undone a moment later. A snippet arriving
  // for a row below keeps the selection where it is.
  useLayoutEffect(() => setActive(0), [answer, query]);

  // Tells tests and tools which index answers; locks the page's scroll; gives focus back on close.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    document.documentElement.dataset.searchBackend = "local";
    document.body.classList.add("DocSearch--active");
    input.current?.focus();
    loadIndex(inView).catch(() => {});
    return () => {
      document.body.classList.remove("DocSearch--active");
      if (before?.isConnected) before.focus();
    };
  }, [inView]);

  useEffect(() => {
    dropdown.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const choose = (row: ModalRow) => {
    rememberRecent(row);
    onClose();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if ((e.key === "ArrowDown" || e.key === "ArrowUp") && rows.length) {
      e.preventDefault();
      setActive((i) => (i + (e.key === "ArrowDown" ? 1 : rows.length - 1)) % rows.length);
    } else if (e.key === "Enter") {
      e.preventDefault();
      const row = rows[active];
      if (row && (e.metaKey || e.ctrlKey)) window.open(withSitePrefix(row.url), "_blank", "noopener");
      else if (row) {
        choose(row);
        void navigate(row.url);
      } else if (query.trim()) {
        onClose();
        void navigate(searchPageUrl(query.trim(), scopeParam(scope)));
      }
    }
  };

  // Tab stays inside the dialog.
  const trapTab = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "Tab") return;
    const focusable = [
      ...e.currentTarget.querySelectorAll<HTMLElement>("input, button:not([hidden]), a[href]:not([tabindex='-1'])"),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const typed = query.trim();
  const panel =
    typed && (search.status === "failed" || (search.status === "loading" && !answer)) ? search.status : null;
  const total = answer?.results.total ?? 0;

  return (
    // A press on the backdrop closes, as Escape does by keyboard; the dialog's keydown keeps Tab inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="DocSearch DocSearch-Container" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="docsearch-label"
        onKeyDown={trapTab}
      >
        <div className="DocSearch-SearchBar">
          <form className="DocSearch-Form" role="search" onSubmit={(e) => e.preventDefault()}>
            <label className="DocSearch-MagnifierLabel" htmlFor="docsearch-input" id="docsearch-label">
              <MagnifierIcon />
              <span className="DocSearch-VisuallyHiddenForAccessibility">{t("search.inputLabel")}</span>
            </label>
            <input
              ref={input}
              className="DocSearch-Input"
              id="docsearch-input"
              type="search"
              role="combobox"
              aria-expanded={rows.length > 0}
              aria-controls={LISTBOX_ID}
              aria-autocomplete="list"
              aria-activedescendant={rows.length ? optionId(active) : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={512}
              placeholder={t("search.placeholder")}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                if (composing.current) return;
                prefetchQuery(e.target.value, scope);
                setQuery(e.target.value);
              }}
              onCompositionStart={() => (composing.current = true)}
              onCompositionEnd={(e) => {
                composing.current = false;
                prefetchQuery(e.currentTarget.value, scope);
                setQuery(e.currentTarget.value);
              }}
              onKeyDown={onKeyDown}
            />
            <div className="DocSearch-Actions">
              <button
                type="button"
                className="DocSearch-Clear"
                hidden={!value}
                onClick={() => {
                  setValue("");
                  setQuery("");
                  input.current?.focus();
                }}
              >
                {t("search.clear")}
              </button>
              <div className="DocSearch-Divider" />
              <button
                type="button"
                className="DocSearch-Action DocSearch-Close"
                aria-label={t("search.closeAria")}
                title={t("search.closeButton")}
                onClick={onClose}
              >
                <CloseIcon />
              </button>
            </div>
          </form>
        </div>
        <SearchScopeControl scope={scope} onChange={(s) => setAll(s.all)} />
        <div className="DocSearch-Dropdown" ref={dropdown}>
          {panel ? <SearchStatusPanel state={panel} /> : null}
          {!panel && typed && total > 0 ? <DidYouMean query={answer?.results.correctedQuery} /> : null}
          {!panel && groups.length ? (
            <SearchModalResults
              groups={shown}
              active={active}
              onHover={setActive}
              onChoose={choose}
              label={typed ? t("search.resultsTitle") : t("search.recentTitle")}
              recent={!typed}
            />
          ) : null}
          {!panel && typed && answer && total > 0 ? (
            <section className="DocSearch-HitsFooter">
              <Link to={searchPageUrl(typed, scopeParam(scope))} onClick={onClose}>
                {t("search.seeAll", { count: total })}
              </Link>
            </section>
          ) : null}
          {!panel && typed && search.status === "ready" && total === 0 ? <SearchModalNoResults query={typed} /> : null}
          {!typed && !recent.length ? (
            <div className="DocSearch-StartScreen">
              <p className="DocSearch-Help">{t("search.noRecent")}</p>
            </div>
          ) : null}
        </div>
        <SearchModalFooter />
      </div>
    </div>
  );
}
