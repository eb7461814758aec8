/**
 * The one walk over the built site's HTML, used by the NUL-byte fix, the search index and the
 * link check. Only the top-level folders that hold no pages are skipped, so a docs route that
 * happens to be named "static" or "page-data" is still walked.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

/** Top-level folders of public/ that Gatsby fills with assets and data, never pages. */
const NON_PAGE_DIRS = new Set(["static", "page-data", "_media"]);

export interface HtmlFile {
  file: string;
  /** The route: "/docs/cli" for docs/cli/index.html, "/404.html" for 404.html. */
  urlPath: string;
  /** True for a route's index.html (a page), false for other .html files. */
  isPage: boolean;
}

export function htmlFiles(publicDir: string): HtmlFile[] {
  const out: HtmlFile[] = [];
  const walk = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(top && NON_PAGE_DIRS.has(entry.name))) walk(full, false);
      } else if (entry.name.endsWith(".html")) {
        const relDir = path.relative(publicDir, dir).split(path.sep).join("/");
        const isPage = entry.name === "index.html";
        const urlPath = isPage ? (relDir ? `/${relDir}` : "/") : `/${relDir ? `${relDir}/` : ""}${entry.name}`;
        out.push({ file: full, urlPath, isPage });
      }
    }
  };
  walk(publicDir, true);
  return out.sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

/** The pages: every route's index.html. */
export const htmlPages = (publicDir: string): HtmlFile[] => htmlFiles(publicDir).filter((f) => f.isPage);
