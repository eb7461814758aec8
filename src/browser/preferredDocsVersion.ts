/**
 * The reader's docs version, remembered in local storage (the specification): a docs page writes
 * its version when it is shown, and the navbar's 文档 / 开发者文档 links follow it. A stored name
 * the site no longer has is ignored (src/lib/versionSwitch.ts preferredVersion).
 */
import { useEffect, useState } from "react";
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

/** The remembered version, once mounted (null during the first render, as in the HTML, so hydration matches). */
export function usePreferredDocsVersion(): DocsVersion | null {
  const [version, setVersion] = useState<DocsVersion | null>(null);
  useEffect(() => {
    const read = () => setVersion(preferredVersion(readStorage(storageKeys.docsPreferredVersion), docVersions));
    read();
    window.addEventListener(CHANGED, read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener(CHANGED, read);
      window.removeEventListener("storage", read);
    };
  }, []);
  return version;
}
