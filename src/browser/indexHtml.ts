/** "/docs/cli/index.html" → "/docs/cli": the same page, one address. */
export function stripIndexHtml(pathname: string): string | null {
  if (!/\/index\.html$/.test(pathname)) return null;
  const stripped = pathname.replace(/\/index\.html$/, "");
  return stripped === "" ? "/" : stripped;
}

/** Rewrites the address bar before the app renders (no reload, no extra history entry). */
export function normaliseIndexHtml(): void {
  const target = stripIndexHtml(window.location.pathname);
  if (target !== null)
    window.history.replaceState(window.history.state, "", `${target}${window.location.search}${window.location.hash}`);
}
