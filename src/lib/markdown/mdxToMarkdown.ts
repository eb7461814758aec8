/**
 * A page's MDX source → plain Markdown for tools (the `.md` routes, llms-full.txt): front
 * matter reduced to title and description, admonitions as blockquotes with their label, card
 * lists as link lists, other JSX unwrapped to its children, imports and comments dropped, links
 * and images absolute. Parsed with the site's own syntax (GFM, directives); serialised by
 * remark-stringify, so the output is Markdown a parser reads back to the same tree.
 */
import { unified } from "unified";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import yaml from "js-yaml";
import type { Content, Parent, Root } from "mdast";
import { ADMONITION_TITLES, ADMONITION_TYPES } from "../mdx/admonitionTitles";
import type { DocCard } from "../types";
import { mdxSourceParser } from "../mdx/mdxSourceParser";

export interface MarkdownPage {
  title: string;
  description: string | null;
  /** The page's route, for anchors ("#语法" → <site>/docs/cli/script/run#语法). */
  path: string;
  siteUrl: string;
  /** What <DocCardList /> lists on this page. */
  cards?: DocCard[];
  /** Markdown appended after the content (the page's API reference). */
  appendix?: string;
  /** The sources of the partials the page imports, by import path ("../_enter-container.mdx"). */
  partials?: Record<string, string>;
  /** Maps a relative image or file reference to its route ("./a.png" → "/_media/…/a.png"). */
  resolveAsset?: (relative: string) => string;
  /** Maps a site-relative link as written to the route it leads to (a docs link into the page's own version). */
  resolveLink?: (route: string) => string;
}

interface AnyNode {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  children?: AnyNode[];
  data?: { directiveLabel?: boolean };
}

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");

/** An address as seen from anywhere: site-relative and anchor links get the site's origin. */
export function absoluteUrl(
  url: string,
  page: Pick<MarkdownPage, "path" | "siteUrl" | "resolveAsset" | "resolveLink">,
): string {
  if (!url || isExternal(url)) return url;
  if (url.startsWith("#")) return `${page.siteUrl}${page.path}${url}`;
  if (url.startsWith("/")) return `${page.siteUrl}${page.resolveLink ? page.resolveLink(url) : url}`;
  return `${page.siteUrl}${page.resolveAsset ? page.resolveAsset(url) : `${page.path.replace(/\/[^/]*$/, "")}/${url}`}`;
}

const text = (value: string): AnyNode => ({ type: "text", value });
const strong = (value: string): AnyNode => ({ type: "strong", children: [text(value)] });

function cardList(cards: DocCard[], page: MarkdownPage): AnyNode {
  return {
    type: "list",
    ordered: false,
    spread: false,
    children: cards.map((c) => ({
      type: "listItem",
      spread: false,
      children: [
        {
          type: "paragraph",
          children: [
            { type: "link", url: absoluteUrl(c.href, page), children: [text(c.label)] },
            ...(c.description ? [text(`：${c.description}`)] : []),
          ],
        },
      ],
    })),
  } as AnyNode;
}

/** `:::tip[标题] …` → `> **标题**` followed by the admonition's content, quoted. */
function admonition(node: AnyNode): AnyNode {
  const children = [...(node.children ?? [])];
  const labelNode = children[0]?.data?.directiveLabel ? children.shift() : undefined;
  const known = (ADMONITION_TYPES as readonly string[]).includes(node.name ?? "");
  const defaultTitle = known ? ADMONITION_TITLES[node.name as (typeof ADMONITION_TYPES)[number]] : (node.name ?? "");
  const title = labelNode?.children?.length ? { type: "strong", children: labelNode.children } : strong(defaultTitle);
  return { type: "blockquote", children: [{ type: "paragraph", children: [title] }, ...children] };
}

/** `import Name from "./_partial.mdx"` in a page (a partial: src/lib/contentFiles.ts). */
export const PARTIAL_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+["']([^"']*\/_[^"'/]*\.mdx?)["']/gm;

/**
 * Parsed sources by text: a page's copies in several docs versions are one text, parsed once (the
 * parse is most of a page's conversion); each conversion rewrites its own copy of the tree.
 */
const parsed = new Map<string, Root>();

function parseSource(source: string): Root {
  let tree = parsed.get(source);
  if (!tree) {
    tree = mdxSourceParser.parse(source) as Root;
    parsed.set(source, tree);
  }
  return structuredClone(tree);
}

/** Forgets the parsed sources (once the build's Markdown is written). */
export function forgetParsedSources(): void {
  parsed.clear();
}

/** Rewrites the MDX-only nodes of a tree into plain Markdown nodes, in place. */
function toPlainMarkdown(tree: Root, page: MarkdownPage) {
  // Partials imported by the page, by the name the page gives them: their content goes in its place.
  const partials = new Map<string, string>();
  const walk = (parent: AnyNode) => {
    const out: AnyNode[] = [];
    for (const node of parent.children ?? []) {
      switch (node.type) {
        case "mdxjsEsm":
          for (const m of (node.value ?? "").matchAll(PARTIAL_IMPORT))
            if (page.partials?.[m[2]] !== undefined) partials.set(m[1], page.partials[m[2]]);
          continue;
        case "yaml":
        case "mdxFlowExpression":
        case "mdxTextExpression":
          continue; // front matter is rebuilt; imports and {/* comments */} are not content
        case "containerDirective":
          walk(node);
          out.push(admonition(node));
          continue;
        case "leafDirective":
        case "textDirective": {
          // Not an admonition: the site prints such directives as the text they came from.
          walk(node);
          const restored = [
            text(`${node.type === "textDirective" ? ":" : "::"}${node.name ?? ""}`),
            ...(node.children ?? []),
          ];
          out.push(...(node.type === "leafDirective" ? [{ type: "paragraph", children: restored }] : restored));
          continue;
        }
        case "mdxJsxFlowElement":
        case "mdxJsxTextElement":
          if (node.name && partials.has(node.name)) {
            const partial = parseSource(partials.get(node.name)!);
            toPlainMarkdown(partial, page);
            out.push(...((partial as unknown as AnyNode).children ?? []));
            continue;
          }
          if (node.name === "DocCardList") {
            if (page.cards?.length) out.push(cardList(page.cards, page));
            continue;
          }
          walk(node);
          out.push(...(node.children ?? []));
          continue;
        case "headingId":
          // Kept as written: the .md reader sees the anchor the site's heading has.
          out.push(text(`{#${node.value ?? ""}}`));
          continue;
        case "link":
        case "image":
        case "definition":
          node.url = absoluteUrl(node.url ?? "", page);
          break;
        default:
          break;
      }
      if (node.children) walk(node);
      out.push(node);
    }
    parent.children = out;
  };
  walk(tree as unknown as AnyNode);
}

// Columns are not padded: widths of CJK text would be wrong anyway, and the output stays small.
const serializer = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: "-", emphasis: "_", fences: true, listItemIndent: "one", rule: "-" });

/** The front matter every Markdown page starts with. */
export function frontMatter(title: string, description: string | null): string {
  const data: Record<string, string> = { title };
  if (description) data.description = description;
  return `---\n${yaml.dump(data, { lineWidth: -1 })}---`;
}

/** MDX source (with or without its front matter) → the page as Markdown. */
export function mdxToMarkdown(source: string, page: MarkdownPage): string {
  const tree = parseSource(source);
  toPlainMarkdown(tree, page);
  const body = serializer.stringify(tree as Root).trim();
  const parts = [frontMatter(page.title, page.description), `# ${page.title}`, body, page.appendix?.trim() ?? ""];
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

/** A generated category page (cards only) as Markdown. */
export function categoryMarkdown(page: MarkdownPage): string {
  const list = page.cards?.length
    ? serializer
        .stringify({ type: "root", children: [cardList(page.cards, page) as unknown as Content] } as Parent as Root)
        .trim()
    : "";
  const parts = [frontMatter(page.title, page.description), `# ${page.title}`, page.description ?? "", list];
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}
