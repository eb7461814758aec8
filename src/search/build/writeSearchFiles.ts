/**
 * onPostBuild: the embedded search indexes (from the pages as built, one per docs version) and
 * the modal's stylesheet, all content-hashed, plus a small manifest per version that names its
 * index and the stylesheet. An index is served as a main file (pages, sections, terms), parts
 * holding the postings, fetched per query, and one file per page holding its sections' texts
 * (snippets), fetched for the results on screen.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { collectSite, readPages, type BuiltPage } from "./collect";
import { siteRequire } from "../../node/siteRequire";
import { buildIndexFile, type PageExtras } from "./indexFile";
import { INDEX_VERSION, splitIndexFile } from "../shared/indexFormat";
import { searchRoutes } from "../../config/routes";
import { docVersions, type DocsVersion } from "../../config/versions";
import { pageVersionName, splitByVersion } from "./versionSplit";

export const SEARCH_DIR = searchRoutes.dir;
export const MANIFEST = searchRoutes.manifestFile;
/** Our additions to DocSearch's modal stylesheet, read from the project root. */
const MODAL_CSS = "src/components/search/SearchModal.css";
const THEME_CSS = "src/components/search/docsearchTheme.css";

/**
 * Parts of the postings. More parts, fewer bytes per query but more requests and a longer list
 * of part names in the main file. With 32, ten queries fetched two thirds of the parts (a Latin
 * word's prefix matches fall into many); with 128, sessions of ten queries of the tuning set
 * fetched about 35 KB less (gzipped) for about 10 more requests and 1 KB more main file
 * (docs/SEARCH.md, "What is fetched when"); a two-word Chinese query still fetches a few parts.
 */
export const INDEX_PARTS = 128;

const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 12);

export interface SearchFilesResult {
  records: number;
  indexBytes: number;
  partBytes: number;
  parts: number;
  /** The pages' text files: their number and bytes. */
  textFiles: number;
  textBytes: number;
  /** The pinyin table's file (docs/SEARCH.md, "Pinyin"). */
  pinyinBytes: number;
  /** True when the pages, keywords and stylesheet were those of the last build: nothing rewritten. */
  unchanged: boolean;
}

/** What was written for each version's index, and the sums over them. */
export interface SearchFilesReport extends SearchFilesResult {
  versions: (SearchFilesResult & { version: string; dir: string })[];
}

/** What the last build wrote from which inputs (Gatsby's .cache; gone after `gatsby clean`), per version. */
const LAST_BUILD = ".cache/search-index.json";
/** Gatsby writes this build's id into every page; it says nothing about the page's text. */
const BUILD_ID = /window\.___webpackCompilationHash="[^"]*"/g;

interface LastBuild {
  key: string;
  /** Project-relative to the version's folder under public/. */
  files: string[];
  result: SearchFilesResult;
}

/**
 * The modal's stylesheet: DocSearch's variables (every page carries only the button's), our
 * colours for them, DocSearch's modal styles with selection keyed on data-selected (see
 * optionLinks.ts), then ours. The variables are set on the modal's root, not on :root: a new
 * sheet with :root rules restyles the whole page when it arrives, on the way to the modal.
 */
export function modalStylesheet(): string {
  // Resolved from the project root: this file is bundled by Gatsby, which leaves no plain require.
  const docsearch = (file: string) => readFileSync(siteRequire().resolve(`@docsearch/css/dist/${file}`), "utf8");
  const css = onModalRoot(
    [
      docsearch("_variables.css"),
      readFileSync(path.resolve(THEME_CSS), "utf8"),
      docsearch("modal.css").replaceAll(".DocSearch-Hit[aria-selected=true]", ".DocSearch-Hit[data-selected=true]"),
      readFileSync(path.resolve(MODAL_CSS), "utf8"),
    ].join("\n"),
  );
  if (/:root\b/.test(css))
    throw new Error(
      `the modal stylesheet still has a :root rule (has @docsearch/css changed its variables' selectors?)`,
    );
  return css;
}

/** `:root{` and `:root[data-theme=dark]{` as rules of the modal's root (same specificity, same order). */
export function onModalRoot(css: string): string {
  return css.replace(/:root(\[data-theme=dark\])?(?=\s*\{)/g, (_, dark?: string) =>
    dark ? "[data-theme=dark] .DocSearch-Container" : ".DocSearch-Container",
  );
}

/**
 * Writes the modal stylesheet under `publicDir` unless it is there: the build does after the
 * bundles, `gatsby develop` as its server starts (the bundles name it, see manifest.ts).
 */
export function writeModalStylesheet(publicDir: string): { name: string; url: string; written: boolean } {
  const { css, name, url } = modalStylesheetFile();
  const dir = path.join(publicDir, searchRoutes.dirOf());
  mkdirSync(dir, { recursive: true });
  const written = !existsSync(path.join(dir, name));
  if (written) writeFileSync(path.join(dir, name), css);
  return { name, url, written };
}

/** The modal stylesheet as served: its text and its content-hashed URL (unprefixed). */
export function modalStylesheetFile(): { css: string; name: string; url: string } {
  const css = modalStylesheet();
  const name = `docsearch-modal.${hashOf(css)}.css`;
  return { css, name, url: `/${searchRoutes.dirOf()}/${name}` };
}

function inputsKey(built: BuiltPage[], extras: Record<string, PageExtras>, cssUrl: string): string {
  const h = createHash("sha256")
    .update(String(INDEX_VERSION))
    .update(String(INDEX_PARTS))
    .update(JSON.stringify(extras))
    .update(cssUrl);
  for (const p of built) h.update(p.urlPath).update(p.html.replace(BUILD_ID, ""));
  return h.digest("hex");
}

/** Files of earlier builds (other hashes) are removed, with their compressed copies. */
function removeStale(dir: string, keep: Set<string>) {
  for (const f of readdirSync(dir)) {
    const base = f.replace(/\.(br|gz)$/, "");
    if (/^(index|docsearch-modal)\.[0-9a-f]{12}\.(json|css)$/.test(base) && !keep.has(base))
      rmSync(path.join(dir, f), { force: true });
  }
}

/** The folders of versions no longer listed (an index folder holds a manifest; the /search page's own files stay). */
function removeDroppedVersions(latestDir: string, keep: Set<string>) {
  for (const entry of readdirSync(latestDir, { withFileTypes: true })) {
    const dir = path.join(latestDir, entry.name);
    if (entry.isDirectory() && !keep.has(dir) && existsSync(path.join(dir, MANIFEST)))
      rmSync(dir, { recursive: true, force: true });
  }
}

/** One version's index (main file and parts) and manifest, in `dir`; the names of the files written. */
function writeVersionIndex(
  publicDir: string,
  dir: string,
  built: BuiltPage[],
  extras: Record<string, PageExtras>,
  cssUrl: string,
): { files: string[]; result: SearchFilesResult } {
  const { records, pages } = collectSite(publicDir, built);
  const { main, parts, texts, pinyin } = splitIndexFile(buildIndexFile(records, pages, extras), INDEX_PARTS);
  const urlDir = `/${path.relative(publicDir, dir).split(path.sep).join("/")}`;
  const written: string[] = [];
  // Parts and texts are named by their content, like the main file: one naming rule, one cache rule.
  const writeHashed = (data: unknown) => {
    const json = JSON.stringify(data);
    const name = `index.${hashOf(json)}.json`;
    writeFileSync(path.join(dir, name), json);
    written.push(name);
    return { url: `${urlDir}/${name}`, bytes: Buffer.byteLength(json) };
  };
  let partBytes = 0;
  const partUrls = parts.map((part) => {
    const { url, bytes } = writeHashed(part);
    partBytes += bytes;
    return url;
  });
  let textBytes = 0;
  const textUrls = texts.map((t) => {
    if (!t) return "";
    const { url, bytes } = writeHashed(t);
    textBytes += bytes;
    return url;
  });
  // Fetched only by a query that needs pinyin: most never load it.
  const pinyinFile = pinyin ? writeHashed(pinyin) : null;
  const json = JSON.stringify({
    ...main,
    parts: partUrls,
    textFiles: textUrls,
    ...(pinyinFile ? { pinyinFile: pinyinFile.url } : {}),
  });
  const indexName = `index.${hashOf(json)}.json`;
  writeFileSync(path.join(dir, indexName), json);
  written.push(indexName);
  // Every version's manifest names the one stylesheet: a reader fetches one manifest only.
  writeFileSync(path.join(dir, MANIFEST), JSON.stringify({ index: `${urlDir}/${indexName}`, modalCss: cssUrl }));
  return {
    files: [...written, MANIFEST],
    result: {
      records: records.length,
      indexBytes: Buffer.byteLength(json),
      partBytes,
      parts: parts.length,
      textFiles: textUrls.filter(Boolean).length,
      textBytes,
      pinyinBytes: pinyinFile?.bytes ?? 0,
      unchanged: false,
    },
  };
}

function readLastBuild(file: string | null): Record<string, LastBuild> {
  if (!file || !existsSync(file)) return {};
  const last = JSON.parse(readFileSync(file, "utf8")) as { versions?: Record<string, LastBuild> };
  return last.versions ?? {};
}

/**
 * `extras`: what the build knows about pages beyond their HTML (front-matter keywords), by
 * route. One index per docs version (src/search/build/versionSplit.ts): the latest's in
 * public/search, the others' in public/search/<segment>; each is rewritten only when its own
 * pages, keywords or the stylesheet changed.
 */
export function writeSearchFiles(
  publicDir: string,
  extras: Record<string, PageExtras> = {},
  lastBuildFile: string | null = LAST_BUILD,
  versions: readonly DocsVersion[] = docVersions,
): SearchFilesReport {
  const latestDir = path.join(publicDir, searchRoutes.dirOf());
  mkdirSync(latestDir, { recursive: true });
  const { name: cssName, url: cssUrl, written: cssMissing } = writeModalStylesheet(publicDir);

  const last = readLastBuild(lastBuildFile);
  const next: Record<string, LastBuild> = {};
  const report: SearchFilesReport["versions"] = [];
  for (const { version, items } of splitByVersion(readPages(publicDir), (p) => pageVersionName(p.html), versions)) {
    const dir = path.join(publicDir, searchRoutes.dirOf(version));
    mkdirSync(dir, { recursive: true });
    // A page's keywords go with the page, into its version's index.
    const routes = new Set(items.map((p) => p.urlPath));
    const own = Object.fromEntries(Object.entries(extras).filter(([route]) => routes.has(route)));
    const key = inputsKey(items, own, cssUrl);
    const before = last[version.name];
    let done: LastBuild;
    if (before?.key === key && before.files.every((f) => existsSync(path.join(dir, f))))
      done = { ...before, result: { ...before.result, unchanged: true } };
    else {
      const { files, result } = writeVersionIndex(publicDir, dir, items, own, cssUrl);
      done = { key, files, result };
    }
    removeStale(dir, new Set(version.isLast ? [...done.files, cssName] : done.files));
    next[version.name] = { ...done, result: { ...done.result, unchanged: false } };
    report.push({ ...done.result, version: version.name, dir: path.relative(publicDir, dir) });
  }
  removeDroppedVersions(latestDir, new Set(report.map((r) => path.join(publicDir, r.dir))));

  if (lastBuildFile) {
    mkdirSync(path.dirname(lastBuildFile), { recursive: true });
    writeFileSync(lastBuildFile, JSON.stringify({ versions: next }));
  }
  const sum = (k: "records" | "indexBytes" | "partBytes" | "parts" | "textFiles" | "textBytes" | "pinyinBytes") =>
    report.reduce((n, r) => n + r[k], 0);
  return {
    records: sum("records"),
    indexBytes: sum("indexBytes"),
    partBytes: sum("partBytes"),
    parts: sum("parts"),
    textFiles: sum("textFiles"),
    textBytes: sum("textBytes"),
    pinyinBytes: sum("pinyinBytes"),
    unchanged: !cssMissing && report.every((r) => r.unchanged),
    versions: report,
  };
}
