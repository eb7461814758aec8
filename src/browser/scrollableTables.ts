/**
 * A table wider than its column scrolls sideways (global.css). Keyboard readers must reach that
 * scroll too, so such a table takes focus (tabindex 0); one that fits gets no tab stop. A
 * ResizeObserver re-checks when the width changes, with no listener on scroll or resize.
 */
let observer: ResizeObserver | null = null;

function update(table: HTMLElement): void {
  if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
  else table.removeAttribute("tabindex");
}

/** Called after each route change: watches the new page's content tables. */
export function watchScrollableTables(): void {
  if (typeof ResizeObserver === "undefined") return;
  observer?.disconnect();
  observer ??= new ResizeObserver((entries) => entries.forEach((e) => update(e.target as HTMLElement)));
  document.querySelectorAll<HTMLElement>("main table").forEach((table) => observer?.observe(table));
}
