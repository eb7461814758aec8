/**
 * One event layer for every analytics provider that is on (gtag, Baidu Tongji, Umami,
 * Plausible; src/lib/analyticsProviders.ts): page views on route changes where the provider
 * does not count them itself, and the site's events (`page_feedback`, `search`,
 * `search_no_results`). A provider is on when its script is in the page's head; with none on,
 * nothing here sends anything.
 *
 * gtag's page views: gatsby-plugin-google-gtag sends one from its onRouteUpdate for every
 * location change, fragment changes included. Its only switch is `window.excludeGtagPaths`, a
 * list it asks `test(pathname)`; one entry here answers true while the update in progress
 * changes the fragment only (set from onPreRouteUpdate, which runs before any onRouteUpdate).
 * Covered by the fragment-navigation test in tests/e2e/shell.spec.ts.
 */
interface PathTest {
  test(pathname: string): boolean;
}

type EventParams = Record<string, string | number>;

type AnalyticsWindow = Window & {
  excludeGtagPaths?: PathTest[];
  gtag?: (...args: unknown[]) => void;
  /** Baidu Tongji's command queue: an array until hm.js loads, then its own object. */
  _hmt?: { push(command: unknown[]): void };
  umami?: { track(name: string, data?: EventParams): void };
  plausible?: ((name: string, options?: { props?: EventParams }) => void) & { q?: unknown[] };
};

const w = () => window as AnalyticsWindow;
const providerOn = (provider: "baidu" | "umami" | "plausible") =>
  document.head.querySelector(`script[data-analytics="${provider}"]`) !== null;

let fragmentOnlyUpdate = false;
let firstRouteUpdate = true;

export function installFragmentFilter(): void {
  w().excludeGtagPaths = [...(w().excludeGtagPaths ?? []), { test: () => fragmentOnlyUpdate }];
}

export function noteRouteUpdate(fragmentOnly: boolean): void {
  fragmentOnlyUpdate = fragmentOnly;
}

/**
 * After a route change. Baidu's hm.js counts the page it loads on, not later navigations, so
 * those are pushed; Umami and Plausible follow the history themselves; gtag has its plugin.
 */
export function sendPageView(path: string, fragmentOnly: boolean): void {
  const first = firstRouteUpdate;
  firstRouteUpdate = false;
  if (first || fragmentOnly || !providerOn("baidu")) return;
  baiduQueue().push(["_trackPageview", path]);
}

function baiduQueue() {
  const win = w();
  win._hmt ??= [] as unknown[] as { push(command: unknown[]): void };
  return win._hmt;
}

/** Umami has no queue of its own: an event sent before its script ran waits for the script's load. */
function umami(send: (u: NonNullable<AnalyticsWindow["umami"]>) => void) {
  const loaded = w().umami;
  if (loaded) return send(loaded);
  document.head.querySelector('script[data-analytics="umami"]')?.addEventListener(
    "load",
    () => {
      const u = w().umami;
      if (u) send(u);
    },
    { once: true },
  );
}

/** Plausible's documented queue: calls made before its script loads are kept in `plausible.q`. */
function plausible() {
  const win = w();
  win.plausible ??= Object.assign((...args: unknown[]) => void (win.plausible!.q ??= []).push(args), {});
  return win.plausible;
}

/** An event to every provider that is on; otherwise nothing. */
export function sendEvent(name: string, params: EventParams): void {
  const { gtag } = w();
  if (typeof gtag === "function") gtag("event", name, params);
  if (providerOn("baidu")) baiduQueue().push(["_trackEvent", "arcadia-docs", name, Object.values(params).join(" | ")]);
  if (providerOn("umami")) umami((u) => u.track(name, params));
  if (providerOn("plausible")) plausible()(name, { props: params });
}
