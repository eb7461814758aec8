/** Colour-mode rules shared by the head script, the toggle and the tests. Pure. */
export type ColorMode = "light" | "dark";
export type ColorChoice = ColorMode | "system";

/** system → light → dark → system; light ↔ dark when the system preference is ignored. */
export function nextChoice(current: ColorChoice, respectSystem: boolean): ColorChoice {
  if (!respectSystem) return current === "dark" ? "light" : "dark";
  if (current === "system") return "light";
  if (current === "light") return "dark";
  return "system";
}

/** A stored value is trusted only if it is one we write; anything else means "system". */
export function parseChoice(stored: string | null, respectSystem: boolean, fallback: ColorMode): ColorChoice {
  if (stored === "light" || stored === "dark") return stored;
  return respectSystem ? "system" : fallback;
}

export function resolveMode(choice: ColorChoice, systemPrefersDark: boolean, fallback: ColorMode): ColorMode {
  if (choice === "system") return systemPrefersDark ? "dark" : fallback;
  return choice;
}
