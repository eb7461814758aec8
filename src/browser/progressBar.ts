/**
 * A thin progress bar for route changes: it appears 200 ms after a navigation starts (if it
 * has not finished by then) and completes when the new page has rendered. Gatsby's public
 * hooks do not see the start, so it is detected with public means: a capture-phase click on an
 * internal link, and popstate.
 */
import { timing } from "../config/site";

let timer: number | undefined;
let bar: HTMLDivElement | null = null;
/** The page shown (path and query): a change of the fragment alone is no route change. */
let shownPage = "";
const pageOf = (url: { pathname: string; search: string }) => url.pathname + url.search;

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement("div");
    bar.className = "route-progress";
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-hidden", "true");
    document.body.appendChild(bar);
  }
  return bar;
}

export function startProgress(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    const el = element();
    el.dataset.state = "running";
  }, timing.progressBarDelayMs);
}

export function doneProgress(): void {
  shownPage = pageOf(window.location);
  window.clearTimeout(timer);
  if (bar?.dataset.state === "running") {
    bar.dataset.state = "done";
    window.setTimeout(() => {
      if (bar?.dataset.state === "done") bar.dataset.state = "idle";
    }, 300);
  }
}

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || link.target === "_blank" || link.hasAttribute("download")) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page (anchor links) is not a route change.
  return pageOf(url) !== pageOf(window.location);
}

export function installProgressBar(): void {
  document.addEventListener("click", (e) => isInternalNavigation(e) && startProgress(), true);
  shownPage = pageOf(window.location);
  window.addEventListener("popstate", () => pageOf(window.location) !== shownPage && startProgress());
}
