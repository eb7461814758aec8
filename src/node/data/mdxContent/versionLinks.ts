/**
 * Links inside a version stay inside it, made on the content tree after the compile: the compile
 * of a file is shared by every version whose copy has the same text, and only `/docs/…` links
 * differ between them. The rules are rehypeVersionLinks' (src/lib/mdx/rehypeVersionLinks.ts,
 * `linkInVersion`); a frozen page's link to a page only next has fails with that plugin's
 * message, line included (the file is compiled once more with it, to name the line).
 */
import type { ContentNode } from "../../../lib/mdx/contentTree";
import type { DocsVersion } from "../../../config/versions";
import { linkInVersion } from "../../../lib/mdx/rehypeVersionLinks";

export interface NextOnlyLink {
  href: string;
  id: string;
}

/**
 * The tree with every `<a href>` led into `version`, sharing the unchanged parts with `tree`
 * (which stays as it is: it is cached for the other versions); `nextOnly` lists the links a
 * frozen version may not have.
 */
export function linksIntoVersion(
  tree: ContentNode[],
  version: DocsVersion,
  root: string,
): { tree: ContentNode[]; nextOnly: NextOnlyLink[] } {
  const nextOnly: NextOnlyLink[] = [];
  const visit = (node: ContentNode): ContentNode => {
    if (typeof node === "string") return node;
    const [type, props, ...children] = node;
    let changedChild = false;
    const kids = children.map((c) => {
      const v = visit(c);
      if (v !== c) changedChild = true;
      return v;
    });
    let newProps = props;
    if (type === "a" && props && typeof props.href === "string") {
      const linked = linkInVersion(props.href, version, root);
      if (linked.nextOnly) nextOnly.push({ href: props.href, id: linked.nextOnly });
      if (linked.href !== props.href) newProps = { ...props, href: linked.href };
    }
    return changedChild || newProps !== props ? [type, newProps, ...kids] : node;
  };
  return { tree: tree.map(visit), nextOnly };
}
