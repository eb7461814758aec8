/**
 * Link integrity of the built site: every internal link and #anchor must resolve to a built
 * page and an existing id. The build never fails on this (a broken link must not block a deploy);
 * the test suite does, with a readable report. A link to a heading's old text anchor (`#权限`,
 * kept before a heading that has an explicit id, src/lib/mdx/rehypeHeadingIds.ts) resolves, so
 * it is not broken, but it is listed apart (`oldAnchors`): links in the site use the id.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { htmlPages } from "../../src/node/publicHtml";

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

const HEADING_TAG = /^H[1-6]$/;

export function checkLinks(publicDir: string): {
  pages: number;
  links: number;
  broken: BrokenLink[];
  oldAnchors: BrokenLink[];
} {
  const pages = htmlPages(publicDir);
  const ids = new Map<string, Set<string>>();
  // Per page: a heading's old text anchor → the heading's id.
  const legacy = new Map<string, Map<string, string>>();
  const idsOf = (urlPath: string): Set<string> | null => {
    if (ids.has(urlPath)) return ids.get(urlPath)!;
    const file = path.join(publicDir, urlPath, "index.html");
    if (!existsSync(file)) return null;
    const root = parse(readFileSync(file, "utf8"));
    const set = new Set(root.querySelectorAll("[id]").map((el) => el.getAttribute("id") ?? ""));
    const old = new Map<string, string>();
    for (const span of root.querySelectorAll('span[id][aria-hidden="true"]')) {
      const heading = span.nextElementSibling;
      if (heading && HEADING_TAG.test(heading.tagName) && heading.getAttribute("id"))
        old.set(span.getAttribute("id")!, heading.getAttribute("id")!);
    }
    ids.set(urlPath, set);
    legacy.set(urlPath, old);
    return set;
  };
  const broken: BrokenLink[] = [];
  const oldAnchors: BrokenLink[] = [];
  let links = 0;
  for (const p of pages) {
    if (p.urlPath.startsWith("/__test__") || p.urlPath === "/404" || p.urlPath === "/404.html") continue;
    const root = parse(readFileSync(p.file, "utf8"));
    for (const a of root.querySelectorAll("a[href]")) {
      const href = a.getAttribute("href") ?? "";
      if (/^(https?:|mailto:|tel:|\/\/)/.test(href)) continue;
      links++;
      const url = new URL(href, `http://site${p.urlPath}`);
      let target = decodeURIComponent(url.pathname);
      if (target.length > 1 && target.endsWith("/")) {
        broken.push({ page: p.urlPath, href, reason: "ends with a slash" });
        target = target.replace(/\/+$/, "");
      }
      const isFile = /\.[a-z0-9]+$/i.test(target);
      if (isFile) {
        if (!existsSync(path.join(publicDir, target))) broken.push({ page: p.urlPath, href, reason: "file not found" });
        continue;
      }
      const targetIds = idsOf(target);
      if (!targetIds) {
        broken.push({ page: p.urlPath, href, reason: "no such page" });
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !targetIds.has(anchor))
        broken.push({ page: p.urlPath, href, reason: `no element with id "${anchor}"` });
      const heading = anchor ? legacy.get(target)?.get(anchor) : undefined;
      if (heading)
        oldAnchors.push({ page: p.urlPath, href, reason: `the heading's old text anchor: link its id "#${heading}"` });
    }
  }
  return { pages: pages.length, links, broken, oldAnchors };
}

export function formatReport(broken: BrokenLink[]): string {
  const byPage = new Map<string, BrokenLink[]>();
  for (const b of broken) byPage.set(b.page, [...(byPage.get(b.page) ?? []), b]);
  return [...byPage.entries()]
    .map(([page, list]) => `${page}\n${list.map((b) => `  → ${b.href}: ${b.reason}`).join("\n")}`)
    .join("\n");
}
