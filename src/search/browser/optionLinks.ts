/**
 * DocSearch renders each result as <li role="option"> around our link, so the option would
 * hold a focusable control (axe: nested-interactive). This moves the option role, its id (the
 * target of the input's aria-activedescendant) and its selection onto the <a href> itself,
 * leaving the <li> presentational; the modal stylesheet marks selection by `data-selected`.
 * React sets aria-selected on the <li> again whenever the selection moves; the observer moves
 * it on before the next paint.
 */
function fix(li: Element) {
  const a = li.querySelector(":scope > a[href]");
  if (!a) return;
  if (li.id) {
    a.id = li.id;
    li.removeAttribute("id");
  }
  if (li.getAttribute("role") !== "none") li.setAttribute("role", "none");
  a.setAttribute("role", "option");
  const selected = li.getAttribute("aria-selected");
  if (selected !== null) {
    a.setAttribute("aria-selected", selected);
    li.setAttribute("data-selected", selected);
    li.removeAttribute("aria-selected");
  } else if (!a.hasAttribute("aria-selected")) a.setAttribute("aria-selected", "false");
}

/** Starts watching `root` (the modal); returns the function that stops it. */
export function watchOptionLinks(root: Element): () => void {
  const run = () => root.querySelectorAll(".DocSearch-Hit").forEach(fix);
  run();
  const observer = new MutationObserver(run);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["aria-selected", "id"],
  });
  return () => observer.disconnect();
}
