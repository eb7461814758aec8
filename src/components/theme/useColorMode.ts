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

  useEffect(() => {
    const current = parseChoice(
      readStorage(storageKeys.colorMode),
      site.respectPrefersColorScheme,
      site.defaultColorMode,
    );
    setChoice(current);
    apply(current);
  }, []);

  // While on "system", follow changes of the system preference live.
  useEffect(() => {
    if (choice !== "system" || typeof window.matchMedia !== "function") return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => apply("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [choice]);

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
