/**
 * The results a reader chose from the modal, newest first, shown when the search box is
 * empty. Kept in localStorage on this browser only.
 */
import { readStorage, writeStorage } from "../../browser/storage";
import type { ModalRow } from "./modalRows";

const KEY = "arcadia:search-recent";
export const MAX_RECENT = 5;

export interface RecentSearch {
  url: string;
  title: string;
  path: string;
}

/**
 * A path on this site: one "/" then no "/" or "\" (browsers read "//host" and "/\host" as
 * another host), and no backslash, whitespace or control character anywhere (the URL parser
 * drops tabs and newlines, so "/\t/host" is "//host" too). Storage is anyone's to write.
 */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])[^\\\s\x00-\x1f\x7f]*$/.test(url);

const isRecent = (x: unknown): x is RecentSearch => {
  const r = x as Partial<RecentSearch> | null;
  return typeof r?.url === "string" && isSitePath(r.url) && typeof r.title === "string" && typeof r.path === "string";
};

export function readRecent(): RecentSearch[] {
  try {
    const list: unknown = JSON.parse(readStorage(KEY) ?? "[]");
    return Array.isArray(list) ? list.filter(isRecent).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Remembers a chosen row (its title as text, without the marks). */
export function rememberRecent(row: ModalRow): void {
  const title = new DOMParser().parseFromString(row.titleHtml, "text/html").body.textContent ?? "";
  const entry: RecentSearch = { url: row.url, title, path: row.path };
  writeStorage(KEY, JSON.stringify([entry, ...readRecent().filter((r) => r.url !== row.url)].slice(0, MAX_RECENT)));
}
