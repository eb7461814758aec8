import React from "react";
import { t, type LabelKey } from "../../config/labels";
import { site } from "../../config/site";
import { nextChoice, type ColorChoice } from "../../lib/colorMode";
import { useColorMode } from "./useColorMode";
import * as styles from "./ColorModeToggle.module.css";

const LABEL: Record<ColorChoice, LabelKey> = { light: "theme.light", dark: "theme.dark", system: "theme.system" };

/** Cycles the colour mode. All icons are rendered; CSS shows the one for the current choice. */
export default function ColorModeToggle() {
  const { choice, cycle } = useColorMode();
  const current = choice ?? (site.respectPrefersColorScheme ? "system" : site.defaultColorMode);
  const next = nextChoice(current, site.respectPrefersColorScheme);
  const label = t("theme.toggleAria", { current: t(LABEL[current]), next: t(LABEL[next]) });
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={cycle}
      disabled={choice === null}
      aria-label={label}
      title={label}
      data-choice={current}
    >
      <svg className={styles.light} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 7a5 5 0 100 10 5 5 0 000-10zM2 13h2a1 1 0 000-2H2a1 1 0 000 2zm18 0h2a1 1 0 000-2h-2a1 1 0 000 2zM11 2v2a1 1 0 002 0V2a1 1 0 00-2 0zm0 18v2a1 1 0 002 0v-2a1 1 0 00-2 0zM5.99 4.58a1 1 0 00-1.41 1.41l1.06 1.06a1 1 0 001.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 00-1.41 1.41l1.06 1.06a1 1 0 001.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 00-1.41-1.41l-1.06 1.06a1 1 0 001.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 00-1.41-1.41l-1.06 1.06a1 1 0 001.41 1.41l1.06-1.06z"
        />
      </svg>
      <svg className={styles.dark} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M9.37 5.51A7.35 7.35 0 009.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0112 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 109 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 01-4.4 2.26 5.403 5.403 0 01-3.14-9.8c-.44-.06-.9-.1-1.36-.1z"
        />
      </svg>
      <svg className={styles.system} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M12 2a10 10 0 100 20 10 10 0 000-20zm0 18V4a8 8 0 010 16z" />
      </svg>
    </button>
  );
}
