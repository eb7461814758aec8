/**
 * Search records from a built page, like DocSearch's crawler makes them: one per section
 * (intro, each h2, each h3) with hierarchy lvl0 (area), lvl1 (page title), lvl2/lvl3 (headings)
 * and the section's text. Pure: takes HTML, returns records.
 */
import { parse, type HTMLElement } from "node-html-parser";
import { withoutSitePrefix } from "../../config/routes";

export interface SearchRecord {
  url: string;
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
/** Table header cells repeat on every table and do not help find anything. */
const CONTENT_TAGS = new Set(["P", "LI", "TD", "DT", "DD", "BLOCKQUOTE"]);
/** Per record, enough text for snippets and ranking; the rest adds size, not findability. */
export const MAX_CONTENT_CHARS = 1200;

function headingText(h: HTMLElement): string {
  const copy = h.clone() as HTMLElement;
  copy.querySelectorAll(".heading-anchor").forEach((a) => a.remove());
  return clean(copy.textContent);
}

/** A link from one page to another, with the text that describes the target. */
export interface SearchLink {
  target: string;
  text: string;
}

/** What the index keeps about a page besides its sections. */
export interface SearchPageInfo {
  path: string;
  description: string;
  /** A generated category page (a list of cards, no text of its own): it weighs little. */
  category: boolean;
  /** Links to other pages and what they say about them. */
  links: SearchLink[];
}

/** Link descriptions longer than this are prose about the page they sit on, not the target. */
const MAX_LINK_TEXT = 80;

/** The route a link points at, or null for external links and links within the page. */
function linkTarget(href: string | undefined, path: string): string | null {
  if (!href || !href.startsWith("/") || href.startsWith("//")) return null;
  // Under a path prefix the built pages' links carry it; the index names routes.
  const target = withoutSitePrefix(decodeURI(href.split("#")[0].split("?")[0]).replace(/\/+$/, "") || "/");
  return target === path ? null : target;
}

/**
 * A list item that starts with a link ("ps：查看进程的运行时长", a category card) describes the
 * linked page: its text goes to that page, not to the section it sits in.
 */
function describedTarget(li: HTMLElement, path: string): string | null {
  const first = li.childNodes.find((n) => (n as HTMLElement).tagName || n.textContent.trim());
  const a = first as HTMLElement | undefined;
  if (a?.tagName !== "A") return null;
  return linkTarget(a.getAttribute("href"), path);
}

/** Returns null when the page is not meant for search (no article marker, or noindex). */
export function extractRecords(html: string, path: string): SearchRecord[] | null {
  return extractPage(html, path)?.records ?? null;
}

/** The page's section records and what the index keeps about the page itself. */
export function extractPage(html: string, path: string): { records: SearchRecord[]; page: SearchPageInfo } | null {
  const root = parse(html, { blockTextElements: { script: false, style: false, pre: true } });
  const article = root.querySelector("[data-search-area]");
  if (!article) return null;
  if (root.querySelector('meta[name="robots"]')?.getAttribute("content")?.includes("noindex")) return null;
  const lvl0 = article.getAttribute("data-search-area") ?? "";
  const lvl1 = clean(article.querySelector("h1")?.textContent ?? "");
  const markdown = article.querySelector(".markdown");
  const body = markdown ?? article;
  const page: SearchPageInfo = {
    path,
    description: clean(root.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""),
    category: !markdown,
    links: [],
  };
  const addLink = (target: string | null, text: string) => {
    const t = clean(text);
    if (target && t && t.length <= MAX_LINK_TEXT) page.links.push({ target, text: t });
  };

  const records: SearchRecord[] = [];
  let current: SearchRecord = { url: path, lvl0, lvl1, lvl2: null, lvl3: null, content: "" };
  const flush = () => {
    current.content = clean(current.content).slice(0, MAX_CONTENT_CHARS);
    if (current.content || current.lvl2 || current.lvl3 || records.length === 0) records.push(current);
  };

  const walk = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      const node = child as HTMLElement;
      const tag = node.tagName;
      if (!tag) continue;
      if (tag === "H2" || tag === "H3") {
        flush();
        const text = headingText(node);
        const id = node.getAttribute("id");
        const url = id ? `${path}#${id}` : path;
        current =
          tag === "H2"
            ? { url, lvl0, lvl1, lvl2: text, lvl3: null, content: "" }
            : { url, lvl0, lvl1, lvl2: current.lvl2, lvl3: text, content: "" };
      } else if (tag === "LI" && describedTarget(node, path)) {
        addLink(describedTarget(node, path), node.textContent);
      } else if (CONTENT_TAGS.has(tag)) {
        for (const a of node.querySelectorAll("a")) addLink(linkTarget(a.getAttribute("href"), path), a.textContent);
        current.content += ` ${node.textContent}`;
        if (tag === "LI" || tag === "BLOCKQUOTE") continue;
      } else if (node.hasAttribute("data-diagram")) {
        // A Mermaid diagram is a picture; its words are its alt text (src/lib/mdx/remarkMermaid.ts).
        current.content += ` ${node.querySelector("img")?.getAttribute("alt") ?? ""}`;
      } else if (
        tag === "PRE" ||
        tag === "NAV" ||
        tag === "BUTTON" ||
        tag === "SCRIPT" ||
        tag === "STYLE" ||
        tag === "THEAD"
      ) {
        continue;
      } else {
        walk(node);
      }
    }
  };
  walk(body);
  flush();
  return { records, page };
}
