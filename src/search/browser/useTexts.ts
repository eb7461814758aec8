/**
 * Results' texts in React: the texts loaded so far (a render reads them through hitText), and
 * the fetching of the texts of rows that scroll into view. Rows waiting for their text carry
 * `data-text-url` (their page's text file).
 */
import { useEffect, useSyncExternalStore, type RefObject } from "react";
import { loadedTexts, loadTextFile, onTextsLoaded, type LoadedTexts } from "./sectionTexts";

const NONE: LoadedTexts = new Map();

export function useLoadedTexts(): LoadedTexts {
  return useSyncExternalStore(onTextsLoaded, loadedTexts, () => NONE);
}

/**
 * Watches the elements with `data-text-url` inside `container` (again whenever `rows` change)
 * and fetches each one's texts when it comes into view: of `container` when it
 * scrolls itself, else of the window.
 */
export function useTextsOnScreen(container: RefObject<HTMLElement | null>, rows: unknown, scrolls: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const url = (e.target as HTMLElement).dataset.textUrl;
          if (!e.isIntersecting || !url) continue;
          observer.unobserve(e.target);
          void loadTextFile(url);
        }
      },
      { root: scrolls ? root : null },
    );
    root.querySelectorAll<HTMLElement>("[data-text-url]").forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [container, rows, scrolls]);
}
