/** Whether a location change is a new page or only a move inside the current one. */
interface Loc {
  pathname: string;
  search: string;
}

/**
 * A change of the fragment alone (a table-of-contents click, a `#anchor` link, the skip link,
 * back/forward between anchors) is not a route change: the page stays, so there is no page view,
 * no progress bar and no image-zoom re-attach. Gatsby still calls its route hooks for it.
 */
export function isFragmentOnly(prev: Loc | null | undefined, next: Loc): boolean {
  return !!prev && prev.pathname === next.pathname && prev.search === next.search;
}
