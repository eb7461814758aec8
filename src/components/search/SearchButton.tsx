import React, { Suspense, useCallback, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { DocSearchButton } from "@docsearch/react/button";
import { useDocSearchKeyboardEvents } from "@docsearch/react/useDocSearchKeyboardEvents";
import { hostedSearchConfig } from "../../config/env";
import { buttonTranslations } from "../../search/browser/translations";
import { ensureModalStylesheet, loadIndexMainFile } from "../../search/browser/manifest";
import { EARLY_SHORTCUT_SCRIPT, takeEarlyShortcut } from "../../search/browser/earlyShortcut";
import DelayedSpinner from "../feedback/DelayedSpinner";
import SearchLoadError from "./SearchLoadError";
import "@docsearch/css/dist/_variables.css";
import "@docsearch/css/dist/button.css";
import "./SearchButton.css";

/**
 * The modal, its engine and its stylesheet load together, on first use only. Our own small
 * modal answers from the embedded index; DocSearch's, only when the hosted service is set up.
 */
const loadModal = () => Promise.all([hostedSearchConfig() ? import("./HostedSearchModal") : import("./modal/LocalSearchModal"), ensureModalStylesheet()]).then(([m]) => m);

/**
 * Hover, focus, the shortcut or the click: fetch the modal's code, its stylesheet and the
 * index's main file, side by side, ahead of the first query.
 */
const preload = () => {
  if (!hostedSearchConfig()) loadIndexMainFile().catch(() => {});
  loadModal().catch(() => {});
};

/** The navbar search button; Ctrl/⌘+K and "/" open the modal too. */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [LazyModal, setLazyModal] = useState(() => React.lazy(loadModal));
  const onOpen = useCallback(() => {
    preload();
    setOpen(true);
  }, []);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback((e: KeyboardEvent) => {
    setInitialQuery(e.key);
    setOpen(true);
  }, []);

  useDocSearchKeyboardEvents({ isOpen: open, onOpen, onClose, onInput, isAskAiActive: false, onAskAiToggle: () => {} });
  // Ctrl/⌘+K pressed before the page's scripts ran: the inline script remembered it.
  useEffect(() => {
    if (takeEarlyShortcut()) onOpen();
  }, [onOpen]);

  return (
    <>
      {/* Runs as the HTML is parsed, before any bundle: remembers an early Ctrl/⌘+K. */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SHORTCUT_SCRIPT }} />
      <DocSearchButton onClick={onOpen} onPointerEnter={preload} onFocus={preload} translations={buttonTranslations} />
      {open
        ? createPortal(
            <SearchLoadError onRetry={() => setLazyModal(() => React.lazy(loadModal))} onDismiss={onClose}>
              <Suspense fallback={<DelayedSpinner />}>
                <LazyModal onClose={onClose} initialQuery={initialQuery} />
              </Suspense>
            </SearchLoadError>,
            document.body,
          )
        : null}
    </>
  );
}
