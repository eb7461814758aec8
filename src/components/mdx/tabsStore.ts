/**
 * The chosen tab of each tab group (`<Tabs groupId>`), shared by every group of that id: on
 * this page, on the next pages (kept in memory and localStorage) and in other browser tabs
 * (the storage event). A `?tabs=group:value` parameter in the URL wins, so links can share a choice.
 */
import { readStorage, writeStorage } from "../../browser/storage";
import { storageKeys } from "../../config/site";
import { parseTabsParam, withTabChoice } from "../../lib/tabsQuery";

const chosen = new Map<string, string>();
const listeners = new Set<() => void>();
const storageKey = (group: string) => `${storageKeys.tabChoice}:${group}`;
const notify = () => listeners.forEach((l) => l());

export function subscribeTabs(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function onStorage(e: StorageEvent) {
  if (!e.key?.startsWith(`${storageKeys.tabChoice}:`)) return;
  const group = e.key.slice(storageKeys.tabChoice.length + 1);
  if (e.newValue) chosen.set(group, e.newValue);
  else chosen.delete(group);
  notify();
}

/** The group's choice: the URL's, else the one made earlier in this visit, else the stored one. */
export function tabChoice(group: string): string | null {
  const fromUrl = parseTabsParam(window.location.search).get(group);
  if (fromUrl) return fromUrl;
  const known = chosen.get(group);
  if (known !== undefined) return known;
  const stored = readStorage(storageKey(group));
  if (stored) chosen.set(group, stored);
  return stored;
}

/** Remembers a choice, puts it in the address bar for sharing and updates every group. */
export function chooseTab(group: string, value: string): void {
  chosen.set(group, value);
  writeStorage(storageKey(group), value);
  const { pathname, search, hash } = window.location;
  // Keep history.state: Gatsby's scroll restoration keys on it.
  window.history.replaceState(window.history.state, "", `${pathname}${withTabChoice(search, group, value)}${hash}`);
  notify();
}
