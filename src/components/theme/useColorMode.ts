import { useCallback, useEffect, useState } from "react";
import { site, storageKeys } from "../../config/site";
import { nextChoice, parseChoice, resolveMode, type ColorChoice } from "../../lib/colorMode";
import { readStorage, writeStorage } from "../../browser/storage";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function apply(choice: ColorChoice) {
  const prefersDark = typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
  const mode = resolveMode(choice, site.respectPrefersColorScheme && prefersDark, site.defaultColorMode);
  document.documentElement.setAttribute("data-theme", mode);
  document.documentElement.setAttribute("data-theme-choice", choice);
}

/** The colour-mode choice, kept on <html> (set first by the head script) and in localStorage. */
export function useColorMode(): { choice: ColorChoice | null; cycle: () => void } {
  const [choice, setChoice] = useState<ColorChoice | null>(null);

  // The listener is attached in the same effect as the first apply, so it is live once the page
  // has hydrated (a second effect keyed on the choice would only run after the next render).
  // It reads the choice from <html>, where apply and the head script keep it.
  useEffect(() => {
    const current = parseChoice(
      readStorage(storageKeys.colorMode),
      site.respectPrefersColorScheme,
      site.defaultColorMode,
    );
    setChoice(current);
    apply(current);
    if (typeof window.matchMedia !== "function") return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      if (document.documentElement.getAttribute("data-theme-choice") === "system") apply("system");
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const cycle = useCallback(() => {
    setChoice((prev) => {
      const next = nextChoice(prev ?? "system", site.respectPrefersColorScheme);
      writeStorage(storageKeys.colorMode, next === "system" ? null : next);
      apply(next);
      return next;
    });
  }, []);

  return { choice, cycle };
}
