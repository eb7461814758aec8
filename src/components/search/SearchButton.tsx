import React, { Suspense, useCallback, useState } from "react";
import { createPortal } from "react-dom";
import { DocSearchButton } from "@docsearch/react/button";
import { useDocSearchKeyboardEvents } from "@docsearch/react/useDocSearchKeyboardEvents";
import { buttonTranslations } from "../../search/browser/translations";
import { ensureModalStylesheet } from "../../search/browser/manifest";
import DelayedSpinner from "../feedback/DelayedSpinner";
import LoadErrorBoundary from "../feedback/LoadErrorBoundary";
import "@docsearch/css/dist/_variables.css";
import "@docsearch/css/dist/button.css";
import "./SearchButton.css";

/** The modal, its engine and its stylesheet load together, on first use only. */
const loadModal = () => Promise.all([import("./SearchModal"), ensureModalStylesheet()]).then(([m]) => m);

/** The navbar search button; Ctrl/⌘+K and "/" open the modal too. */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [LazyModal, setLazyModal] = useState(() => React.lazy(loadModal));
  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback((e: KeyboardEvent) => {
    setInitialQuery(e.key);
    setOpen(true);
  }, []);

  useDocSearchKeyboardEvents({ isOpen: open, onOpen, onClose, onInput, isAskAiActive: false, onAskAiToggle: () => {} });

  return (
    <>
      <DocSearchButton onClick={onOpen} translations={buttonTranslations} />
      {open
        ? createPortal(
            <LoadErrorBoundary onRetry={() => setLazyModal(() => React.lazy(loadModal))} onDismiss={onClose}>
              <Suspense fallback={<DelayedSpinner />}>
                <LazyModal onClose={onClose} initialQuery={initialQuery} />
              </Suspense>
            </LoadErrorBoundary>,
            document.body,
          )
        : null}
    </>
  );
}
