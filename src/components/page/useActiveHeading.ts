import { useCallback, useSyncExternalStore } from "react";
import type { TocItem } from "../../lib/types";

/** The reading line: a heading counts as "in view" once its top has passed 30 % of the viewport. */
const LINE = 0.3;

const idsOf = (items: TocItem[]): string[] => items.flatMap((i) => [i.id, ...idsOf(i.items)]);

/** One observer per list of headings, shared by every table of contents that shows it. */
interface Spy {
  active: string | null;
  listeners: Set<() => void>;
  observer: IntersectionObserver;
}

const spies = new Map<string, Spy>();

function startSpy(key: string): Spy {
  const headings = key
    .split(" ")
    .map((id) => document.getElementById(id))
    .filter((h): h is HTMLElement => h !== null);
  const spy: Spy = {
    active: null,
    listeners: new Set(),
    observer: new IntersectionObserver(
      () => {
        const line = window.innerHeight * LINE;
        let current: string | null = null;
        for (const h of headings) {
          if (h.getBoundingClientRect().top <= line) current = h.id;
          else break;
        }
        if (current === spy.active) return;
        spy.active = current;
        spy.listeners.forEach((l) => l());
      },
      { rootMargin: `0px 0px -${(1 - LINE) * 100}% 0px` },
    ),
  };
  headings.forEach((h) => spy.observer.observe(h));
  return spy;
}

function subscribe(key: string, listener: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  let spy = spies.get(key);
  if (!spy) spies.set(key, (spy = startSpy(key)));
  const own = spy;
  own.listeners.add(listener);
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size) return;
    own.observer.disconnect();
    if (spies.get(key) === own) spies.delete(key);
  };
}

/**
 * The id of the heading the reader is in: the last heading above the reading line. An
 * IntersectionObserver whose root is the band above that line reports each heading crossing it;
 * no scroll listener runs on the main thread. The wide and the narrow table of contents of a
 * page share one observer.
 */
export function useActiveHeading(items: TocItem[]): string | null {
  const key = idsOf(items).join(" ");
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  return useSyncExternalStore(
    subscribeToKey,
    () => spies.get(key)?.active ?? null,
    () => null,
  );
}
