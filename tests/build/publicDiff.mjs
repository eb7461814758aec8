// What a reader could see that differs between two builds of the site: the list of files, every
// file's bytes, and every page's HTML, leaving out what only names or loads webpack's output
// (hashed scripts and styles, the chunk map, Gatsby's scripts slice, script tags). Stylesheets
// are compared by content, whatever their names. Used by tests/build/patchesOff.mjs, and with
// `acrossDesigns` by scripts/compare-public.mjs, which compares builds of different commits:
// there the page data may also differ in where the content travels (a compiled page's chunk or
// the page's own `content` field) and stylesheets in how their rules are grouped into files.
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

/**
 * Page data without what only says how the page is rendered: Gatsby's name for the page
 * component's chunk, and the content tree a page carries when content is data.
 * @param {string} json
 */
export function normalizePageData(json) {
  const data = JSON.parse(json);
  delete data.componentChunkName;
  // Set by the old design only: gatsby-plugin-mdx's copy of the front matter, and the shared-source link.
  delete data.result?.pageContext?.frontmatter;
  delete data.result?.pageContext?.mdxLinksInto;
  for (const v of Object.values(data.result?.data ?? {}))
    if (v && typeof v === "object" && "content" in v) delete v.content;
  return JSON.stringify(data);
}

/**
 * The rules of a set of stylesheets, as a sorted list: the same rules in other files or another
 * order compare equal.
 * @param {string[]} sheets
 */
export function cssRules(sheets) {
  return sheets
    .flatMap((s) => s.split("}"))
    .map((r) => r.trim())
    .filter(Boolean)
    .sort();
}

const INLINE_STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
/** @param {string} html */
const inlineStyles = (html) => [...html.matchAll(INLINE_STYLE)].map((m) => m[2]);
/** @param {string} html */
const withoutInlineStyles = (html) => html.replace(INLINE_STYLE, "");

/** @param {string} a @param {string} b */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: …${a.slice(Math.max(0, i - 80), i + 80)}… vs …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

/**
 * The differences between two built sites, one line each (empty when a reader sees none).
 * @param {string} a public/ of one build @param {string} b public/ of the other
 * @param {{ acrossDesigns?: boolean }} [options]
 * @returns {string[]}
 */
export function publicDifferences(a, b, options = {}) {
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
      let [hx, hy] = [x.toString("utf8"), y.toString("utf8")];
      if (options.acrossDesigns) {
        // Inline styles may be grouped otherwise; a rule the first page had and the second lacks is a difference.
        const [sx, sy] = [inlineStyles(hx), inlineStyles(hy)];
        const have = new Set(cssRules(sy));
        const missing = cssRules(sx).filter((r) => !have.has(r));
        if (missing.length) out.push(`${f}: ${missing.length} inline style rules missing, e.g. ${missing[0]}`);
        [hx, hy] = [withoutInlineStyles(hx), withoutInlineStyles(hy)];
      }
      const [nx, ny] = [normalizeHtml(hx), normalizeHtml(hy)];
      if (nx !== ny) out.push(`${f}: the page differs ${firstDifference(nx, ny)}`);
    } else if (options.acrossDesigns && /(^|\/)page-data\.json$/.test(f)) {
      const [nx, ny] = [normalizePageData(x.toString("utf8")), normalizePageData(y.toString("utf8"))];
      if (nx !== ny) out.push(`${f}: the page data differs ${firstDifference(nx, ny)}`);
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
  if (options.acrossDesigns) {
    const [ra, rb] = [cssRules(cssA), cssRules(cssB)];
    const [setA, setB] = [new Set(ra), new Set(rb)];
    const missing = ra.filter((r) => !setB.has(r));
    const added = rb.filter((r) => !setA.has(r));
    if (missing.length || added.length)
      out.push(
        `stylesheets differ: ${missing.length} rules only in the first (${missing.slice(0, 3).join(" | ")}), ${added.length} only in the second (${added.slice(0, 3).join(" | ")})`,
      );
  } else if (cssA.join("\n/**/\n") !== cssB.join("\n/**/\n"))
    out.push(`stylesheets differ: ${cssA.length} files vs ${cssB.length}`);
  return out;
}
