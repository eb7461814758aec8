// What each built page shows, to compare two builds: the rendered body of its HTML and the
// result in its page data. Every page's HTML also carries build-wide things (the chunk map,
// script names) that change with any edit, so the whole file would not tell which pages did.
// Used by tests/build/badContent.mjs and scripts/check-incremental.ts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** @param {string} dir @returns {string[]} */
function htmlPages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlPages(full);
    return name === "index.html" ? [full] : [];
  });
}

/**
 * Route → rendered body and page-data result of the site built in publicDir.
 * @param {string} publicDir
 * @returns {Map<string, string>}
 */
export function pageSnapshot(publicDir) {
  const out = new Map();
  for (const html of htmlPages(publicDir)) {
    const route =
      `/${path.relative(publicDir, path.dirname(html)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
    const body = readFileSync(html, "utf8").match(/<div id="___gatsby">([\s\S]*?)<\/div><script/)?.[1] ?? "";
    let data = "";
    try {
      const dataFile = path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json");
      data = JSON.stringify(JSON.parse(readFileSync(dataFile, "utf8")).result);
    } catch {
      // Pages without page data (none expected) compare by their body alone.
    }
    out.set(route, `${body}\n${data}`);
  }
  return out;
}

/**
 * The routes whose snapshot differs between two builds (added or removed pages included).
 * @param {Map<string, string>} before @param {Map<string, string>} after
 */
export function changedPages(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((route) => before.get(route) !== after.get(route))
    .sort();
}
