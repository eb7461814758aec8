// What a reader could see that differs between two builds of the site: the list of files, every
// file's bytes, and every page's HTML, leaving out what only names or loads webpack's output
// (hashed scripts and styles, the chunk map, Gatsby's scripts slice, script tags). Stylesheets
// are compared by content, whatever their names. Used by tests/build/patchesOff.mjs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** @param {string} dir @param {string} [base] @returns {string[]} */
export function listFiles(dir, base = dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory()
        ? listFiles(full, base)
        : [path.relative(base, full).split(path.sep).join("/")];
    })
    .sort();
}

/** webpack's output and the files that only name or load it: compared by content (CSS) or not at all (JS). */
const WEBPACK_OUTPUT =
  /\.(js|css|map|js\.LICENSE\.txt)(\.br|\.gz)?$|^(chunk-map|webpack\.stats)\.json(\.br|\.gz)?$|^_gatsby\/slices\/|^page-data\/app-data\.json(\.br|\.gz)?$/;
/** Compressed copies: their source is compared, and their encoder settings are not a reader's concern. */
const COMPRESSED = /\.(br|gz)$/;

/**
 * A page's HTML without what loads the scripts (script tags, script preloads) and with hashed
 * stylesheet names replaced: what remains is the markup, the inline styles and the head tags.
 * @param {string} html
 */
export function normalizeHtml(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bhref="[^"]*\.js"[^>]*\/?>/g, "")
    .replace(/\/[\w.-]*?[0-9a-f]{16,}\.css/g, "/HASHED.css");
}

/**
 * The headers file without its script hashes: they hash the inline scripts, which are webpack's
 * loaders (left out of the page comparison above), so they differ whenever those do.
 * @param {string} headers
 */
export function normalizeHeaders(headers) {
  return headers.replace(/(?: ?'sha256-[A-Za-z0-9+/=]+')+/g, " 'sha256-INLINE-SCRIPTS'");
}

/** @param {string} a @param {string} b */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: …${a.slice(Math.max(0, i - 80), i + 80)}… vs …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

/**
 * The differences between two built sites, one line each (empty when a reader sees none).
 * @param {string} a public/ of one build @param {string} b public/ of the other
 * @returns {string[]}
 */
export function publicDifferences(a, b) {
  /** @type {string[]} */
  const out = [];
  const filesA = listFiles(a);
  const filesB = listFiles(b);
  /** @param {string[]} files */
  const compared = (files) => files.filter((f) => !WEBPACK_OUTPUT.test(f) && !COMPRESSED.test(f));
  const [onlyA, onlyB] = [compared(filesA), compared(filesB)];
  const setB = new Set(onlyB);
  const setA = new Set(onlyA);
  for (const f of onlyA) if (!setB.has(f)) out.push(`only in the first: ${f}`);
  for (const f of onlyB) if (!setA.has(f)) out.push(`only in the second: ${f}`);
  // Every compared file's compressed copies exist on both sides or on neither.
  for (const f of filesA.filter((/** @type {string} */ x) => COMPRESSED.test(x) && !WEBPACK_OUTPUT.test(x)))
    if (!filesB.includes(f)) out.push(`compressed copy only in the first: ${f}`);
  for (const f of onlyA.filter((x) => setB.has(x))) {
    const [x, y] = [readFileSync(path.join(a, f)), readFileSync(path.join(b, f))];
    if (x.equals(y)) continue;
    if (f.endsWith(".html")) {
      const [nx, ny] = [normalizeHtml(x.toString("utf8")), normalizeHtml(y.toString("utf8"))];
      if (nx !== ny) out.push(`${f}: the page differs ${firstDifference(nx, ny)}`);
    } else if (f === "_headers") {
      const [nx, ny] = [normalizeHeaders(x.toString("utf8")), normalizeHeaders(y.toString("utf8"))];
      if (nx !== ny) out.push(`${f}: the headers differ ${firstDifference(nx, ny)}`);
    } else out.push(`${f}: the content differs`);
  }
  // Stylesheets: the same rules, whatever the files are called.
  /** @param {string} dir @param {string[]} files */
  const css = (dir, files) =>
    files
      .filter((f) => f.endsWith(".css"))
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .sort();
  const [cssA, cssB] = [css(a, filesA), css(b, filesB)];
  if (cssA.join("\n/**/\n") !== cssB.join("\n/**/\n"))
    out.push(`stylesheets differ: ${cssA.length} files vs ${cssB.length}`);
  return out;
}
