/**
 * A content-tree builder (src/lib/mdx/contentTree.ts) for pages the build writes itself: the
 * upgrade guides and page diffs are trees in their page data, rendered by the doc template like
 * any docs page, so they add no page component (and nothing to any other page's first load).
 */
import type { ContentElement, ContentNode, ContentProps } from "../mdx/contentTree";

export type Child = ContentNode | readonly Child[] | null | undefined | false;

/** An element is `[type, props, ...]` with props 0 or an object; a list of children never holds those. */
const isElement = (c: readonly unknown[]): boolean =>
  typeof c[0] === "string" && (c[1] === 0 || (typeof c[1] === "object" && c[1] !== null && !Array.isArray(c[1])));

function flatten(children: readonly Child[], out: ContentNode[]): ContentNode[] {
  for (const c of children) {
    if (c === null || c === undefined || c === false || c === "") continue;
    if (Array.isArray(c) && !isElement(c)) flatten(c as readonly Child[], out);
    // Adjacent texts become one, as one JSX text would be.
    else if (typeof c === "string" && typeof out[out.length - 1] === "string") out[out.length - 1] += c;
    else out.push(c as ContentNode);
  }
  return out;
}

/** An element: `h("p", null, "text", h("code", null, "x"))`; arrays and empty children are flattened away. */
export function h(type: string, props: ContentProps | null, ...children: Child[]): ContentElement {
  return [type, props ?? 0, ...flatten(children, [])];
}

/** Children as one list (a fragment without a node of its own). */
export const nodes = (...children: Child[]): ContentNode[] => flatten(children, []);

/** Items joined by the Chinese enumeration comma. */
export const joined = (items: readonly Child[]): Child[] => items.flatMap((item, i) => (i ? ["、", item] : [item]));
