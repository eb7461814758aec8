/**
 * Heading ids, in place of rehype-slug: a heading without an explicit id gets the slug of its
 * text (github-slugger, as rehype-slug and the table of contents make it), counted with the
 * explicit ids as the table of contents counts them, so both agree. A heading with an explicit
 * id (remarkHeadingIds.ts) also keeps the id its text gave it before, on an empty element just
 * before it, so links shared before the id was set (`#权限`) still land on the heading. Built
 * here, not by the Heading component, so pages without explicit ids load nothing more.
 */
import GithubSlugger from "github-slugger";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

interface HastElement {
  type: "element";
  tagName: string;
  properties?: Record<string, unknown>;
  children: unknown[];
}

const HEADING_TAG = /^h[1-6]$/;

export default function rehypeHeadingIds() {
  return (tree: unknown) => {
    const ids = new GithubSlugger();
    // The ids every heading had from its text alone, before any explicit id.
    const textIds = new GithubSlugger();
    const legacy: [HastElement, HastElement, string][] = [];
    const used = new Set<string>();
    visit(
      tree as never,
      "element",
      (node: HastElement, _index: number | undefined, parent: HastElement | undefined) => {
        if (!HEADING_TAG.test(node.tagName)) return;
        const properties = (node.properties ??= {});
        const text = toString(node as never);
        const textId = textIds.slug(text);
        const explicit = typeof properties.id === "string" ? properties.id : null;
        const id = explicit === null ? ids.slug(text) : (ids.slug(explicit), explicit);
        properties.id = id;
        used.add(id);
        if (textId !== id && parent) legacy.push([parent, node, textId]);
      },
    );
    // A heading that has the id today wins over one that had it before (`## 权限 {#permissions}`
    // then `### 权限`: `#权限` is the second heading's).
    for (const [parent, node, textId] of legacy) {
      if (used.has(textId)) continue;
      const anchor: HastElement = {
        type: "element",
        tagName: "span",
        properties: { id: textId, ariaHidden: "true" },
        children: [],
      };
      parent.children.splice(parent.children.indexOf(node), 0, anchor);
    }
  };
}
