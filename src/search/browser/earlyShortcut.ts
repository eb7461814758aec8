/**
 * Ctrl/⌘+K before hydration. The page's scripts load after first paint, so for about a second
 * nothing listens for the shortcut. A few bytes of inline script, run as the navbar is parsed,
 * remember the press (and keep the browser from taking it); the search button opens the modal
 * once it is ready.
 */
const FLAG = "__arcadiaSearchShortcut";

export const EARLY_SHORTCUT_SCRIPT = `addEventListener("keydown",function f(e){if((e.ctrlKey||e.metaKey)&&(e.key==="k"||e.key==="K")&&!window.${FLAG}){e.preventDefault();window.${FLAG}=1}});`;

/** True once if the shortcut was pressed before the button was ready; forgets the press. */
export function takeEarlyShortcut(): boolean {
  const w = window as unknown as Record<string, unknown>;
  const pressed = w[FLAG] === 1;
  // From now on DocSearch's own listener handles the shortcut; the inline one stays inert.
  w[FLAG] = 2;
  return pressed;
}
