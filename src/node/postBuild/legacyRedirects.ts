/**
 * Netlify redirect lines for the old site's .html URLs: "/docs/about.html /docs/about 301" for
 * every built page public/docs/**\/index.html (and /docs.html for /docs itself).
 *
 * Netlify cannot express this as one rule: a splat only matches at the end of a path, so
 * `from = "/docs/*.html"` does not capture "about". The list is therefore written at build time
 * into public/_redirects (Netlify applies its rules before netlify.toml's). scripts/serve.mjs
 * does the same redirect by itself, for any X.html whose X/index.html exists.
 *
 * Paths are percent-encoded, as browsers send them (non-ASCII page names).
 *
 * Pure: reads publicDir only; the caller appends the lines to public/_redirects.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { htmlPages } from "./publicHtml";

/** `prefix`: the sub-path the site is served under (both sides of each line carry it). */
export function legacyHtmlRedirects(publicDir: string, section = "docs", prefix = ""): string[] {
  return (
    htmlPages(publicDir)
      .map((p) => p.urlPath)
      .filter((route) => route === `/${section}` || route.startsWith(`/${section}/`))
      // A real X.html file is served as it is, so no redirect shadows it.
      .filter((route) => !existsSync(path.join(publicDir, `${route}.html`)))
      .map((route) => {
        const url = `${prefix}${route.split("/").map(encodeURIComponent).join("/")}`;
        return `${url}.html ${url} 301`;
      })
      .sort()
  );
}
