/**
 * The texts of results' sections (their snippets), fetched per page for the results on screen
 * only: ranking never reads them, so they stay out of the index's main file. A failed fetch is
 * forgotten (a later attempt fetches again) and costs only the snippet: the row shows its
 * heading meanwhile, and search itself never fails for it.
 */
import type { SearchHit } from "../shared/query";
import { fetchJson } from "./manifest";

/** Text files by URL; a new map on every change, so a render can depend on it. */
export type LoadedTexts = ReadonlyMap<string, readonly string[]>;

let loaded: LoadedTexts = new Map();
const pending = new Map<string, Promise<boolean>>();
const listeners = new Set<() => void>();

export const loadedTexts = (): LoadedTexts => loaded;

export function onTextsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A hit's text: from the index, else from its page's text file once loaded. */
export function hitText(hit: SearchHit, texts: LoadedTexts): string | undefined {
  return hit.content ?? (hit.texts ? texts.get(hit.texts.url)?.[hit.texts.at] : undefined);
}

/** Fetches one page's texts into `loaded`, telling no one; true once they are here. */
function fetchTextFile(url: string): Promise<boolean> {
  if (loaded.has(url)) return Promise.resolve(true);
  let p = pending.get(url);
  if (!p) {
    p = fetchJson<unknown>(url)
      .then((texts) => {
        if (!Array.isArray(texts) || texts.some((t) => typeof t !== "string")) throw new Error(`${url}: not texts`);
        loaded = new Map(loaded).set(url, texts as string[]);
        return true;
      })
      .catch(() => {
        pending.delete(url);
        return false;
      });
    pending.set(url, p);
  }
  return p;
}

/** Fetches one page's texts (a row scrolled into view) and tells the listeners; true once they are here. */
export function loadTextFile(url: string): Promise<boolean> {
  return fetchTextFile(url).then((here) => {
    if (here) listeners.forEach((l) => l());
    return here;
  });
}

/**
 * Fetches the texts of the hits whose text is not here yet; never rejects. The listeners are not
 * told: the caller renders these texts with the answer they belong to, in one render (a render
 * reads `loadedTexts()` as it is), rather than one render per file before the answer's.
 */
export async function loadTexts(hits: readonly SearchHit[]): Promise<void> {
  const urls = new Set(hits.flatMap((h) => (h.texts && hitText(h, loaded) === undefined ? [h.texts.url] : [])));
  await Promise.all([...urls].map(fetchTextFile));
}
