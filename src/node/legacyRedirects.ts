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
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export function legacyHtmlRedirects(publicDir: string, section = "docs"): string[] {
  const lines: string[] = [];
  const visit = (dir: string, route: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    // A real X.html file is served as it is, so no redirect shadows it.
    if (entries.some((e) => e.isFile() && e.name === "index.html") && !existsSync(path.join(publicDir, `${route}.html`))) {
      const url = "/" + route.split("/").map(encodeURIComponent).join("/");
      lines.push(`${url}.html ${url} 301`);
    }
    for (const e of entries) if (e.isDirectory() && !e.name.startsWith(".")) visit(path.join(dir, e.name), `${route}/${e.name}`);
  };
  const top = path.join(publicDir, section);
  if (existsSync(top)) visit(top, section);
  return lines.sort();
}
