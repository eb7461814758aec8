/** The nearest ancestor that scrolls vertically, or null. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = window.getComputedStyle(p);
    if ((overflowY === "auto" || overflowY === "scroll") && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

/**
 * Scrolls the element's scrolling ancestor (not the window) so the element is in sight,
 * centred, when it is not visible already. Nothing happens when the ancestor is hidden.
 */
export function revealInScroller(el: HTMLElement): void {
  const scroller = scrollParent(el);
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  if (box.height === 0) return;
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const r = el.getBoundingClientRect();
  if (r.top >= top && r.bottom <= bottom) return;
  scroller.scrollTop += r.top - top - (bottom - top - r.height) / 2;
}
