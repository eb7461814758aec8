/**
 * The reader's panel address, shared by every API sample on the page, kept in localStorage and
 * followed across browser tabs (the storage event). The server and a page without JavaScript
 * see no address, so they keep the placeholders.
 */
import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "../../browser/storage";
import { storageKeys } from "../../config/site";
import { normalizePanelAddress } from "../../lib/panelAddress";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function onStorage(e: StorageEvent) {
  if (e.key === storageKeys.panelAddress || e.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The stored origin; anything stored that is not one (edited by hand) counts as none. */
function storedAddress(): string | null {
  const stored = readStorage(storageKeys.panelAddress);
  return stored === null ? null : normalizePanelAddress(stored);
}

export function usePanelAddress(): string | null {
  return useSyncExternalStore(subscribe, storedAddress, () => null);
}

/** Stores an origin (null: back to the placeholders) and updates every sample. */
export function setPanelAddress(origin: string | null): void {
  writeStorage(storageKeys.panelAddress, origin);
  notify();
}
