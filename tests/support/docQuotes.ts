/**
 * Program messages quoted in the docs. A quote is an inline code span (`…` in a page's prose,
 * tables and admonitions, or in a text field of content/api/*.yaml) that contains a Han character
 * outside its `<…>` placeholders: the platform's identifiers are Latin, so Chinese text in code
 * formatting is what a program prints. Code blocks are not quotes. Chinese code spans that are not
 * program output (a column format, an example value) are listed in content/not-program-messages.yaml.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import remarkFrontmatter from "remark-frontmatter";
import remarkDirective from "remark-directive";
import { remarkHeadingIdSyntax } from "../../src/lib/mdx/remarkHeadingIds";

export const NOT_MESSAGES_FILE = "content/not-program-messages.yaml";

export interface Quote {
  text: string;
  /** file:line, or file and the YAML path of the field. */
  where: string;
}

export function isQuotedMessage(code: string): boolean {
  return /\p{Script=Han}/u.test(code.replace(/<[^<>]*>/g, ""));
}

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name);
    return e.isDirectory() ? files(f, ext) : f.endsWith(ext) ? [f] : [];
  });
}

/** The little of an mdast node this file reads (unist-util-visit's types are too deep for tsc here). */
interface MdNode {
  type: string;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

// remarkHeadingIdSyntax: `## 标题 {#id}` is the site's syntax, not an MDX expression.
const mdx = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkHeadingIdSyntax);

export function mdxQuotes(docsDir: string): Quote[] {
  const out: Quote[] = [];
  for (const file of files(docsDir, ".mdx").sort()) {
    const walk = (node: MdNode) => {
      if (node.type === "inlineCode" && node.value !== undefined && isQuotedMessage(node.value))
        out.push({ text: node.value, where: `${file}:${node.position?.start.line ?? "?"}` });
      node.children?.forEach(walk);
    };
    walk(mdx.parse(readFileSync(file, "utf8")) as MdNode);
  }
  return out;
}

/** Inline code in every string of the API YAML (descriptions, notes, error conditions). */
export function apiQuotes(apiDir: string): Quote[] {
  const out: Quote[] = [];
  const walk = (value: unknown, file: string, at: string) => {
    if (typeof value === "string") {
      for (const m of value.matchAll(/`([^`\n]+)`/g))
        if (isQuotedMessage(m[1])) out.push({ text: m[1], where: `${file} ${at}` });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, file, `${at}[${i}]`));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, file, at ? `${at}.${k}` : k);
  };
  for (const file of files(apiDir, ".yaml").sort()) walk(yaml.load(readFileSync(file, "utf8")), file, "");
  return out;
}

/** Chinese code spans that are not program output, each with the reason. */
export function notMessages(): Map<string, string> {
  const list = yaml.load(readFileSync(NOT_MESSAGES_FILE, "utf8")) as { text: string; reason: string }[];
  return new Map(list.map((e) => [e.text, e.reason]));
}
