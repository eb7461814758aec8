import React, { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { hostedSearchConfig } from "../../config/env";
import { t } from "../../config/labels";
import { ensureModalStylesheet, loadIndexMainFile } from "../../search/browser/manifest";
import { EARLY_SHORTCUT_SCRIPT, takeEarlyShortcut } from "../../search/browser/earlyShortcut";
import { useSearchShortcuts } from "../../search/browser/useSearchShortcuts";
import { versionOfPage } from "../../browser/pageVersion";
import DelayedSpinner from "../feedback/DelayedSpinner";
import LoadErrorBoundary from "../feedback/LoadErrorBoundary";
import MagnifierIcon from "./MagnifierIcon";
import "./searchButtonVariables.css";
import "@docsearch/css/dist/button.css";
import "./docsearchTheme.css";
import "./SearchButton.css";

/** The version of the page the reader is on: the modal searches its index (the latest's off the docs). */
const inView = () => versionOfPage();

/**
 * The modal, its engine and its stylesheet load together, on first use only. Our own small
 * modal answers from the embedded index; DocSearch's, only when the hosted service is set up
 * (without it, the build leaves DocSearch's modal out: src/node/webpack/configure.ts).
 */
const loadModal = () =>
  Promise.all([
    hostedSearchConfig() ? import("./HostedSearchModal") : import("./modal/LocalSearchModal"),
    ensureModalStylesheet(),
  ]).then(([m]) => m);

/**
 * Hover, focus, the shortcut or the click: fetch the modal's code, its stylesheet and the
 * index's main file, side by side, ahead of the first query.
 */
const preload = () => {
  if (!hostedSearchConfig()) loadIndexMainFile(inView()).catch(() => {});
  loadModal().catch(() => {});
};

/**
 * The failure text, with a search box that keeps what the reader types until the modal loads
 * (it then opens with that query). Everything here is in the page already: no chunk needed.
 */
function FailureShell({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  // The reader pressed Ctrl+K to type: the box takes the focus, as the modal's input would.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <p>
        <strong>{t("search.errorTitle")}</strong>
      </p>
      <p>{t("search.errorHelp")}</p>
      <input
        ref={input}
        type="search"
        className="search-shell-input"
        aria-label={t("search.inputLabel")}
        placeholder={t("search.placeholder")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={512}
      />
    </>
  );
}

/** "⌘ K" on Apple devices, "Ctrl K" elsewhere; known only in the browser. */
const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** The navbar search button (in DocSearch's markup and stylesheet); Ctrl/⌘+K and "/" open the modal too. */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  // Typed into the failure shell while the modal's code could not load; handed to the modal.
  const [typed, setTyped] = useState("");
  const [modifier, setModifier] = useState<string | null>(null);
  // Each retry mounts a fresh error boundary (keyed by the attempt) around a fresh lazy import
  // (see LoadErrorBoundary): one state, so the two never disagree.
  const [{ attempt, LazyModal }, setLoad] = useState(() => ({ attempt: 0, LazyModal: React.lazy(loadModal) }));
  const onOpen = useCallback(() => {
    preload();
    setOpen(true);
  }, []);
  const onClose = useCallback(() => {
    setOpen(false);
    setTyped("");
  }, []);
  const retry = useCallback(() => setLoad((l) => ({ attempt: l.attempt + 1, LazyModal: React.lazy(loadModal) })), []);

  useSearchShortcuts(open, onOpen, onClose);
  // Ctrl/⌘+K pressed before the page's scripts ran: the inline script remembered it.
  useEffect(() => {
    setModifier(isApple() ? "⌘" : "Ctrl");
    if (takeEarlyShortcut()) onOpen();
  }, [onOpen]);

  return (
    <>
      {/* Runs as the HTML is parsed, before any bundle: remembers an early Ctrl/⌘+K. */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SHORTCUT_SCRIPT }} />
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onOpen}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <span className="DocSearch-Button-Container">
          <MagnifierIcon />
          <span className="DocSearch-Button-Placeholder">{t("search.placeholder")}</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          {modifier ? (
            <>
              <kbd className="DocSearch-Button-Key">{modifier}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          ) : null}
        </span>
      </button>
      {open
        ? createPortal(
            // The modal's code or stylesheet could not be loaded (offline, server down): the spec's
            // failure text, never the browser's English error; it retries by itself.
            <LoadErrorBoundary
              key={attempt}
              autoRetry
              message={<FailureShell value={typed} onChange={setTyped} />}
              onRetry={retry}
              onDismiss={onClose}
            >
              <Suspense fallback={<DelayedSpinner />}>
                <LazyModal onClose={onClose} initialQuery={typed} />
              </Suspense>
            </LoadErrorBoundary>,
            document.body,
          )
        : null}
    </>
  );
}
