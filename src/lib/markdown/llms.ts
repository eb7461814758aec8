/**
 * /llms.txt and /llms-full.txt (the llmstxt.org format): the site's title and summary, then one
 * section per sidebar with one line per page, in sidebar order, each linking the page's `.md`.
 */
import type { SidebarItem } from "../types";
import { markdownRoute } from "./route";

export { markdownRoute };

export interface LlmsSection {
  title: string;
  items: SidebarItem[];
}

export interface LlmsPage {
  title: string;
  description: string | null;
}

export interface LlmsInput {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details: string[];
  siteUrl: string;
  sections: LlmsSection[];
  /** Extra sections whose links are given as they are (the blog, the OpenAPI files). */
  extra: { title: string; links: { title: string; url: string; description?: string | null }[] }[];
  pages: Map<string, LlmsPage>;
}

/** The pages of sidebars in order: every link and every category that has a page of its own, once. */
export function pagesInOrder(items: SidebarItem[]): string[] {
  const out: string[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const i of list) {
      if (i.href && !out.includes(i.href)) out.push(i.href);
      if (i.kind === "category") walk(i.items);
    }
  };
  walk(items);
  return out;
}

const line = (title: string, url: string, description?: string | null) =>
  `- [${title.replace(/[[\]]/g, "\\$&")}](${url})${description ? `: ${description.replace(/\s+/g, " ")}` : ""}`;

export function llmsTxt(input: LlmsInput): string {
  const out = [`# ${input.title}`, `> ${input.summary}`, ...input.details];
  for (const s of input.sections) {
    const lines = pagesInOrder(s.items)
      .filter((p) => input.pages.has(p))
      .map((p) => {
        const page = input.pages.get(p) as LlmsPage;
        return line(page.title, `${input.siteUrl}${markdownRoute(p)}`, page.description);
      });
    out.push(`## ${s.title}`, lines.join("\n"));
  }
  for (const s of input.extra)
    if (s.links.length) out.push(`## ${s.title}`, s.links.map((l) => line(l.title, l.url, l.description)).join("\n"));
  return `${out.join("\n\n")}\n`;
}

/** Strips a Markdown page's front matter (llms-full.txt keeps the heading and the text). */
export const withoutFrontMatter = (md: string) => md.replace(/^---\n[\s\S]*?\n---\n+/, "");

/** Every page of the sections, in sidebar order, one after the other. */
export function llmsFullTxt(
  input: Pick<LlmsInput, "title" | "summary" | "siteUrl" | "sections">,
  markdownOf: (path: string) => string | undefined,
): string {
  const out = [`# ${input.title}`, `> ${input.summary}`];
  for (const s of input.sections) {
    for (const p of pagesInOrder(s.items)) {
      const md = markdownOf(p);
      if (md === undefined) continue;
      out.push("---", `${withoutFrontMatter(md).trim()}\n\n${input.siteUrl}${p}`);
    }
  }
  return `${out.join("\n\n")}\n`;
}
