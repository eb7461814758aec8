/**
 * Explicit heading ids: `## 权限 {#permissions}` gives the heading the id `permissions` (through
 * `data.hProperties.id`, which mdast-util-toc, and so the table of contents, and
 * rehypeHeadingIds.ts read). An id must be lower-case ASCII (letters, digits, `-`, `_`: the table of contents lower-cases ids) and unique on the
 * page, counting the ids other headings get from their text; `{#…}` anywhere but at the end of a
 * heading fails too. Each fails the build and `npm run check:mdx` naming the file and line.
 */
import path from "node:path";
import type { Processor } from "unified";
import GithubSlugger from "github-slugger";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { headingIdFromMarkdown, headingIdSyntax } from "./micromarkHeadingId";

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
  position?: { start: { line: number } };
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

export const HEADING_ID = /^[a-z0-9][a-z0-9_-]*$/;

/** The syntax alone, for parsers that only read the page (the table of contents, the `.md` copies). */
export function remarkHeadingIdSyntax(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(headingIdSyntax);
  (data.fromMarkdownExtensions ??= []).push(headingIdFromMarkdown);
}

/** The explicit id of a heading node (after remarkHeadingIds has run), or null. */
export function explicitId(heading: MdNode): string | null {
  const id = heading.data?.hProperties?.id;
  return typeof id === "string" ? id : null;
}

export default function remarkHeadingIds(this: Processor) {
  remarkHeadingIdSyntax.call(this);
  return (tree: MdNode, file: VFileLike) => {
    const where = file.path
      ? path
          .relative(file.cwd ?? process.cwd(), file.path)
          .split(path.sep)
          .join("/")
      : "(mdx)";
    const fail = (node: MdNode, problem: string): never => {
      throw new Error(`${where}:${node.position?.start.line ?? "?"}: ${problem}`);
    };
    visit(tree as never, "headingId", (node: MdNode, _index: number | undefined, parent: MdNode | undefined) => {
      const children = parent?.children ?? [];
      if (parent?.type !== "heading" || children[children.length - 1] !== node)
        fail(node, `"{#${node.value}}" can only end a heading line (## 标题 {#id}).`);
    });
    // Ids as the table of contents counts them (mdast-util-toc): the explicit id, else the text.
    const slugger = new GithubSlugger();
    visit(tree as never, "heading", (heading: MdNode) => {
      const children = heading.children ?? [];
      const last = children[children.length - 1];
      if (last?.type !== "headingId") {
        slugger.slug(toString(heading));
        return;
      }
      const id = last.value ?? "";
      if (!HEADING_ID.test(id))
        fail(heading, `heading id "${id}" must be lower-case ASCII letters, digits, "-" or "_" (e.g. {#run-options}).`);
      children.pop();
      const before = children[children.length - 1];
      if (before?.type === "text") before.value = (before.value ?? "").replace(/[ \t]+$/, "");
      if (slugger.slug(id) !== id) fail(heading, `heading id "${id}" is used twice on this page.`);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}
