/**
 * Link integrity of the built site: every internal link and #anchor must resolve to a built
 * page and an existing id. The build never fails on this (a broken link must not block a deploy);
 * the test suite does, with a readable report. A link to a heading's old text anchor (`#权限`,
 * kept before a heading that has an explicit id, src/lib/mdx/rehypeHeadingIds.ts) resolves, so
 * it is not broken, but it is listed apart (`oldAnchors`): links in the site use the id.
 *
 * `prefix`: the site was built to be served under that sub-path (ARCADIA_PATH_PREFIX): every
 * link must then carry it, and is resolved in publicDir without it. `assets`: also check that
 * the files named by <img src>, data-zoom-src, <script src> and <link href> exist (the prefixed
 * build's check: a root-absolute address there misses the prefix).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { htmlPages } from "../../src/node/postBuild/publicHtml";

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

const HEADING_TAG = /^H[1-6]$/;

export function checkLinks(
  publicDir: string,
  { prefix = "", assets = false }: { prefix?: string; assets?: boolean } = {},
): {
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
  /** The path inside publicDir of a link's target, or null (reported) when it misses the prefix. */
  const inSite = (page: string, href: string, pathname: string): string | null => {
    const decoded = decodeURIComponent(pathname);
    if (!prefix) return decoded;
    if (decoded === prefix) return "/";
    if (decoded.startsWith(`${prefix}/`)) return decoded.slice(prefix.length);
    broken.push({ page, href, reason: `outside the path prefix ${prefix}` });
    return null;
  };
  for (const p of pages) {
    if (p.urlPath.startsWith("/__test__") || p.urlPath === "/404" || p.urlPath === "/404.html") continue;
    const root = parse(readFileSync(p.file, "utf8"));
    const base = `http://site${prefix}${p.urlPath === "/" && prefix ? "" : p.urlPath}`;
    if (assets) {
      const named = [
        ...root.querySelectorAll("img[src]").map((el) => el.getAttribute("src")),
        ...root.querySelectorAll("img[data-zoom-src]").map((el) => el.getAttribute("data-zoom-src")),
        ...root.querySelectorAll("script[src]").map((el) => el.getAttribute("src")),
        ...root
          .querySelectorAll("link[href]")
          .filter((el) => el.getAttribute("rel") !== "canonical")
          .map((el) => el.getAttribute("href")),
      ];
      for (const href of named) {
        if (!href || /^(https?:|data:|\/\/)/.test(href)) continue;
        links++;
        const target = inSite(p.urlPath, href, new URL(href, base).pathname);
        if (target !== null && !existsSync(path.join(publicDir, target)))
          broken.push({ page: p.urlPath, href, reason: "file not found" });
      }
    }
    for (const a of root.querySelectorAll("a[href]")) {
      const href = a.getAttribute("href") ?? "";
      if (/^(https?:|mailto:|tel:|\/\/)/.test(href)) continue;
      links++;
      const url = new URL(href, base);
      const inside = inSite(p.urlPath, href, url.pathname);
      if (inside === null) continue;
      let target = inside;
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
