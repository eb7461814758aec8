/**
 * A page's content as data: what the MDX compile (src/node/mdxContent/) makes of a page at build
 * time, carried in the page data and rendered by one component (src/components/mdx/ContentTree.tsx).
 * Compact and JSON-safe: a text, or `[type, props, ...children]` where `type` is an HTML tag, a
 * writer component's name (capitalised) or "" for a fragment, and `props` is 0 when there are none.
 */
export type ContentProps = { [name: string]: ContentValue };
export type ContentValue = string | number | boolean | null | ContentValue[] | { [key: string]: ContentValue };
export type ContentElement = [type: string, props: ContentProps | 0, ...children: ContentNode[]];
export type ContentNode = string | ContentElement;

/** The page's content: the children of its root. */
export type ContentTree = ContentNode[];

export const FRAGMENT = "";

/** Writer components are capitalised; lower-case names are HTML (or SVG) elements. */
export const isComponentName = (type: string) => /^[A-Z]/.test(type);
