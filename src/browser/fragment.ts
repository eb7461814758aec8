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

function mend(): void {
  const { pathname, search, hash } = window.location;
  const readable = readableFragment(hash);
  if (readable !== hash) window.history.replaceState(window.history.state, "", `${pathname}${search}${readable}`);
}

/**
 * Mends the fragment now and before the router sees any later fragment change: a popstate
 * listener added here runs ahead of the router's, which is added when the app mounts.
 */
function installFragmentGuard(): void {
  mend();
  window.addEventListener("popstate", mend);
}

// At import, not in onClientEntry: the router reads the location once when its module loads,
// and gatsby-browser.tsx imports this file before anything that loads the router.
if (typeof window !== "undefined") installFragmentGuard();
