import React, { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, navigate } from "gatsby";
import { DocSearchModal } from "@docsearch/react/modal";
import { site, timing } from "../../config/site";
import { t } from "../../config/labels";
import { modalTranslations } from "../../search/browser/translations";
import { createLocalClient, type LocalSearchEvents, type SearchStatus } from "../../search/browser/localClient";
import { hostedProps } from "../../search/browser/hosted";
import { hostedSearchConfig } from "../../config/env";
import { loadIndex } from "../../search/browser/indexLoader";
import { watchOptionLinks } from "../../search/browser/optionLinks";
import SearchStatusPanel from "./SearchStatusPanel";

const hosted = hostedSearchConfig();

/** Starts fetching the embedded index (on hover, focus or the shortcut, before the modal opens). */
export function preloadIndex(): void {
  if (!hosted) loadIndex().catch(() => {});
}

/**
 * Each result row is a real link (middle-click, ⌘/Ctrl-click, "open in new tab", the route
 * progress bar); optionLinks.ts makes the link itself the listbox option.
 */
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return (
    <Link to={hit.url} className="DocSearch-Hit-link">
      {children}
    </Link>
  );
}

/**
 * Runs the query in the search box again (after the index became available), as if typed.
 * React fires onChange only when the value differs from the one it last saw: assigning
 * through the element clears what React saw, the prototype's setter restores the text.
 */
function rerunQuery(input: HTMLInputElement | null) {
  const query = input?.value;
  if (!input || !query) return;
  input.value = "";
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, query);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

type IndexState = "loading" | "ready" | "failed";

interface Props {
  onClose: () => void;
  initialQuery?: string;
}

/** DocSearch's modal over the embedded index, or over the hosted index when configured. */
export default function SearchModal({ onClose, initialQuery }: Props) {
  const [failed, setFailed] = useState(false);
  const [indexState, setIndexState] = useState<IndexState>(hosted ? "ready" : "loading");
  const [query, setQuery] = useState(initialQuery ?? "");
  const [modal, setModal] = useState<Element | null>(null);
  // Pages per query, as the engine counted them: the footer's count is what /search lists.
  const totals = useRef(new Map<string, number>());

  const backend = useMemo(() => {
    if (hosted) {
      const status: SearchStatus = { onFailure: () => setFailed(true), onSuccess: () => setFailed(false) };
      return hostedProps(hosted, status);
    }
    const events: LocalSearchEvents = {
      onFailure: () => setIndexState("failed"),
      onSuccess: () => setIndexState("ready"),
      onQuery: setQuery,
      onResults: (q, n) => totals.current.set(q, n),
    };
    const client = createLocalClient(loadIndex, events);
    return { appId: "local", apiKey: "local", indices: ["arcadia-docs"], transformSearchClient: () => client };
  }, []);

  // DocSearch marks its whole overlay as a focusable role="button" holding the search box and
  // the result links (nested interactive controls for assistive technology). The overlay is
  // the combobox's wrapper: give it that role and take it out of the tab order.
  useEffect(() => {
    // Tells tests and tools which index answers.
    document.documentElement.dataset.searchBackend = hosted ? "hosted" : "local";
    const container = document.querySelector(".DocSearch-Container");
    container?.setAttribute("role", "combobox");
    container?.removeAttribute("tabindex");
    const element = document.querySelector(".DocSearch-Modal");
    setModal(element);
    return element ? watchOptionLinks(element) : undefined;
  }, []);

  // The index starts loading when the modal opens, not on the first keystroke.
  useEffect(() => {
    if (hosted) return;
    loadIndex().then(
      () => setIndexState("ready"),
      () => setIndexState("failed"),
    );
  }, []);

  // A failure recovers by itself: at once when the browser is back online, else every few seconds.
  useEffect(() => {
    if (indexState !== "failed") return;
    const retry = () =>
      loadIndex().then(
        () => {
          setIndexState("ready");
          rerunQuery(document.querySelector<HTMLInputElement>(".DocSearch-Input"));
        },
        () => {},
      );
    window.addEventListener("online", retry);
    const id = window.setInterval(retry, timing.searchRetryMs);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(id);
    };
  }, [indexState]);

  const panel = !hosted && query.trim() && indexState !== "ready" ? indexState : null;
  useEffect(() => {
    const container = document.querySelector<HTMLElement>(".DocSearch-Container");
    if (!container) return;
    if (panel) container.dataset.searchStatus = panel;
    else delete container.dataset.searchStatus;
  }, [panel]);

  return (
    <>
      <DocSearchModal
        {...backend}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        placeholder={t("search.placeholder")}
        translations={modalTranslations(failed)}
        maxResultsPerGroup={3}
        hitComponent={Hit}
        navigator={{
          navigate: ({ itemUrl }) => {
            void navigate(itemUrl);
          },
          navigateNewTab: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
          navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
        }}
        getMissingResultsUrl={() => site.issueUrl}
        resultsFooterComponent={({ state }) => (
          <Link to={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
            {t("search.seeAll", { count: hosted ? (state.context.nbHits as number) : (totals.current.get(state.query) ?? 0) })}
          </Link>
        )}
      />
      {panel && modal ? createPortal(<SearchStatusPanel state={panel} />, modal) : null}
    </>
  );
}
