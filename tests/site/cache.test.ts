/**
 * Every file of the built site gets the cache policy its name allows: immutable exactly when the
 * name carries a content hash, revalidated otherwise (a new deploy puts new content under an
 * unhashed name). Read with the rules of netlify.toml and public/_headers, as the local server
 * and Netlify apply them, so a new kind of file without a fitting rule fails here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile, parseNetlifyHeaders } from "../../src/lib/netlifyHeaders.mjs";

const rules = [
  ...parseNetlifyHeaders(readFileSync("netlify.toml", "utf8")),
  ...(existsSync("public/_headers") ? parseHeadersFile(readFileSync("public/_headers", "utf8")) : []),
];

/** The URL each file is asked for: a route's index.html by its clean URL. */
function servedPaths(dir: string, base = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const urlPath = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...servedPaths(path.join(dir, entry.name), urlPath));
    else if (/\.(br|gz)$/.test(entry.name) || (base === "" && /^_(headers|redirects)$/.test(entry.name))) continue;
    else out.push(entry.name === "index.html" ? base || "/" : urlPath);
  }
  return out;
}

/**
 * A content hash in the name: webpack's 20 hex digits, the search index's 12, Gatsby's
 * static/<hash>/ and the media folder _media/<hash>/. Page data is named by route or by the
 * query's hash, not its result, so it never counts; nor does a bundle's licence file.
 */
const isHashed = (urlPath: string) =>
  !urlPath.startsWith("/page-data/") &&
  !urlPath.endsWith(".LICENSE.txt") &&
  // A diagram's name hashes its Mermaid text, not the SVG: a new renderer or theme rewrites the
  // file under the same name, so it must revalidate (static/diagrams, npm run diagrams).
  !urlPath.startsWith("/diagrams/") &&
  // A hash is hex with a letter (so long numbers are not taken for one); a search index file's 12
  // digits may happen to be all decimal, so its known name counts as hashed whatever its digits.
  (/(^|[./-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{12,}([./-]|$)/.test(urlPath) ||
    /^\/search\/(?:[^/]+\/)?index\.[0-9a-f]{12}\.json(?:\.(?:br|gz))?$/.test(urlPath));

const files = existsSync("public") ? servedPaths("public") : [];

describe("the cache policy of every built file", () => {
  it("the build has files of every kind to check", () => {
    expect(files.filter(isHashed).length).toBeGreaterThan(50);
    expect(files.filter((f) => !isHashed(f)).length).toBeGreaterThan(50);
    for (const kind of ["/search/manifest.json", "/robots.txt", "/sitemap-index.xml", "/llms.txt", "/docs/cli"])
      expect(files).toContain(kind);
  });

  it("hashed names are immutable, every other name revalidates", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const cacheControl = headersFor(rules, file)["Cache-Control"] ?? "(none)";
      const expected = isHashed(file) ? /\bimmutable\b/ : /^public, max-age=0, must-revalidate$|^no-cache$/;
      if (!expected.test(cacheControl)) wrong.push(`${file}: ${cacheControl}`);
    }
    expect(wrong).toEqual([]);
  });
});
