/**
 * Renders a page's content tree (src/lib/mdx/contentTree.ts) with the site's component map: the
 * one renderer of every docs page and post, so the number of page components does not grow with
 * pages or versions. Children are passed as arguments, as compiled MDX passed them, so React
 * renders the same HTML and asks for no keys.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import { isComponentName, type ContentNode, type ContentTree as Tree } from "../../lib/mdx/contentTree";
import { mdxComponents } from "./mdxComponents";

type AnyComponent = ComponentType<Record<string, unknown>>;
const components = mdxComponents as Record<string, AnyComponent | undefined>;

function render(node: ContentNode): ReactNode {
  if (typeof node === "string") return node;
  const [type, props, ...children] = node;
  const rendered = children.map(render);
  if (type === "") return createElement(Fragment, null, ...rendered);
  const component = components[type];
  // The compile refused unknown components; a tree from an older build still renders its text.
  if (!component && isComponentName(type)) return createElement(Fragment, null, ...rendered);
  return createElement(component ?? type, props || null, ...rendered);
}

export default function ContentTree({ tree }: { tree: Tree }) {
  return createElement(Fragment, null, ...tree.map(render));
}
