/**
 * The reader's docs version, remembered in local storage (the specification): a docs page writes
 * its version when it is shown, and the navbar's 文档 / 开发者文档 links follow it. A stored name
 * the site no longer has is ignored (src/lib/versionSwitch.ts preferredVersion).
 */
import { useSyncExternalStore } from "react";
import { storageKeys } from "../config/site";
import { docVersions, type DocsVersion } from "../config/versions";
import { preferredVersion } from "../lib/versionSwitch";
import { readStorage, writeStorage } from "./storage";

/** Tells the open page's navbar that the remembered version changed (the storage event reaches other tabs only). */
const CHANGED = "arcadia:docs-preferred-version";

export function rememberDocsVersion(name: string): void {
  if (readStorage(storageKeys.docsPreferredVersion) === name) return;
  writeStorage(storageKeys.docsPreferredVersion, name);
  window.dispatchEvent(new Event(CHANGED));
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * One pair of window listeners for the whole page, however many links follow the version (the
 * navbar, the drawer, the no-JavaScript menu each render the 文档 links).
 */
export function subscribePreferredDocsVersion(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener(CHANGED, notify);
    window.addEventListener("storage", notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(CHANGED, notify);
      window.removeEventListener("storage", notify);
    }
  };
}

const storedName = () => readStorage(storageKeys.docsPreferredVersion);
// undefined on the server and while hydrating, so the first render matches the HTML.
const noNameYet = () => undefined;

/** The remembered version, once hydrated (null before, as in the HTML). */
export function usePreferredDocsVersion(): DocsVersion | null {
  const stored = useSyncExternalStore(subscribePreferredDocsVersion, storedName, noNameYet);
  return stored === undefined ? null : preferredVersion(stored, docVersions);
}
