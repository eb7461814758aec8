/**
 * Page views: gatsby-plugin-google-gtag sends one from its onRouteUpdate for every location
 * change, fragment changes included. Its only switch is `window.excludeGtagPaths`, a list it
 * asks `test(pathname)`; one entry here answers true while the update in progress changes the
 * fragment only (set from onPreRouteUpdate, which runs before any onRouteUpdate). Covered by
 * the fragment-navigation test in tests/e2e/shell.spec.ts.
 */
interface PathTest {
  test(pathname: string): boolean;
}

type GtagWindow = Window & { excludeGtagPaths?: PathTest[]; gtag?: (...args: unknown[]) => void };

let fragmentOnlyUpdate = false;

export function installFragmentFilter(): void {
  const w = window as GtagWindow;
  w.excludeGtagPaths = [...(w.excludeGtagPaths ?? []), { test: () => fragmentOnlyUpdate }];
}

export function noteRouteUpdate(fragmentOnly: boolean): void {
  fragmentOnlyUpdate = fragmentOnly;
}

/** An analytics event, when analytics is on (the tag's gtag() exists); otherwise nothing. */
export function sendEvent(name: string, params: Record<string, string | number>): void {
  const { gtag } = window as GtagWindow;
  if (typeof gtag === "function") gtag("event", name, params);
}
