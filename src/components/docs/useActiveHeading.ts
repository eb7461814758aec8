import { useEffect, useState } from "react";
import type { TocItem } from "../../lib/types";

/** The reading line: a heading counts as "in view" once its top has passed 30 % of the viewport. */
const LINE = 0.3;

const idsOf = (items: TocItem[]): string[] => items.flatMap((i) => [i.id, ...idsOf(i.items)]);

/**
 * The id of the heading the reader is in: the last heading above the reading line. An
 * IntersectionObserver whose root is the band above that line reports each heading crossing it;
 * no scroll listener runs on the main thread.
 */
export function useActiveHeading(items: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = idsOf(items).join(" ");
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const headings = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((h): h is HTMLElement => h !== null);
    const update = () => {
      const line = window.innerHeight * LINE;
      let current: string | null = null;
      for (const h of headings) {
        if (h.getBoundingClientRect().top <= line) current = h.id;
        else break;
      }
      setActive(current);
    };
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${(1 - LINE) * 100}% 0px` });
    headings.forEach((h) => observer.observe(h));
    return () => observer.disconnect();
  }, [key]);
  return active;
}
