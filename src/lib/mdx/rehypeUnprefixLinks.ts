/**
 * gatsby-plugin-mdx puts Gatsby's pathPrefix before every root-absolute Markdown link (its
 * remark-path-prefix-plugin, added after the site's remark plugins). The site's own plugins
 * (rehypeVersionLinks) and MdxLink work with site routes, and Gatsby's Link adds the prefix
 * itself, so the prefix is taken off again here, first of the rehype plugins.
 */
import { visit } from "unist-util-visit";

interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
}

export default function rehypeUnprefixLinks(options: { pathPrefix?: string } = {}) {
  const prefix = options.pathPrefix ?? "";
  return (tree: HastElement) => {
    if (!prefix) return;
    visit(tree as never, (node: HastElement) => {
      const href = node.type === "element" && node.tagName === "a" ? node.properties?.href : undefined;
      if (typeof href !== "string") return;
      if (href === prefix || href.startsWith(`${prefix}?`) || href.startsWith(`${prefix}#`))
        node.properties!.href = `/${href.slice(prefix.length)}`;
      else if (href.startsWith(`${prefix}/`)) node.properties!.href = href.slice(prefix.length);
    });
  };
}
