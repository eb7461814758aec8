/**
 * Gatsby's scroll handler runs decodeURI on the URL's fragment when a page mounts and on every
 * location change; a fragment that is not valid percent-encoding ("#%", "#100%", a CJK anchor
 * cut off mid-character, as links in chats often are) throws there and React unmounts the whole
 * page. Such a fragment names no heading anyway, so it is rewritten in place to one that
 * decodes to the same text ("%" → "%25"): the page renders and simply does not scroll.
 */

/** The fragment unchanged when decodeURI can read it, else with every "%" escaped. */
export function readableFragment(hash: string): string {
  try {
    decodeURI(hash);
    return hash;
  } catch {
    return hash.replace(/%/g, "%25");
  }
}

/** A URL (absolute or relative) with its fragment made readable; anything else as it is. */
export function readableUrl(url: string | URL | null | undefined): string | null | undefined {
  if (url === null || url === undefined) return url;
  const text = String(url);
  const at = text.indexOf("#");
  return at < 0 ? text : `${text.slice(0, at)}${readableFragment(text.slice(at))}`;
}

/**
 * Every client-side navigation (a <Link>, navigate(), the router's own redirects) ends in
 * history.pushState or replaceState, after which the router reads window.location: mending the
 * URL there means the router never sees a fragment decodeURI cannot read.
 */
function guardHistory(): void {
  for (const method of ["pushState", "replaceState"] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      return original.call(this, data, unused, readableUrl(url));
    };
  }
}

function mend(): void {
  const { pathname, search, hash } = window.location;
  const readable = readableFragment(hash);
  if (readable !== hash) window.history.replaceState(window.history.state, "", `${pathname}${search}${readable}`);
}

/**
 * Mends the fragment now, on every navigation the site makes itself, and before the router sees
 * any other fragment change: a popstate listener added here runs ahead of the router's, which is
 * added when the app mounts.
 */
function installFragmentGuard(): void {
  guardHistory();
  mend();
  window.addEventListener("popstate", mend);
}

// At import, not in onClientEntry: the router reads the location once when its module loads,
// and gatsby-browser.tsx imports this file before anything that loads the router.
if (typeof window !== "undefined") installFragmentGuard();
