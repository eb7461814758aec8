/**
 * onPostBuild: the embedded search index (from the pages as built) and the modal's stylesheet,
 * both content-hashed, plus a small manifest that names them. The index is served as a main
 * file (pages, sections, terms) and parts holding the postings, fetched per query.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { collectSite, readPages, type BuiltPage } from "./collect";
import { siteRequire } from "../../node/siteRequire";
import { buildIndexFile, type PageExtras } from "./indexFile";
import { INDEX_VERSION, splitIndexFile } from "../shared/indexFormat";
import { searchRoutes } from "../../config/routes";

export const SEARCH_DIR = searchRoutes.dir;
export const MANIFEST = searchRoutes.manifestFile;
/** Our additions to DocSearch's modal stylesheet, read from the project root. */
const MODAL_CSS = "src/components/search/SearchModal.css";
const THEME_CSS = "src/components/search/docsearchTheme.css";

/**
 * Parts of the postings. More parts, fewer bytes per query but more requests: with 32, a
 * two-word Chinese query fetches a few small parts.
 */
export const INDEX_PARTS = 32;

const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 12);

export interface SearchFilesResult {
  records: number;
  indexBytes: number;
  partBytes: number;
  parts: number;
  /** True when the pages, keywords and stylesheet were those of the last build: nothing rewritten. */
  unchanged: boolean;
}

/** What the last build wrote from which inputs (Gatsby's .cache; gone after `gatsby clean`). */
const LAST_BUILD = ".cache/search-index.json";
/** Gatsby writes this build's id into every page; it says nothing about the page's text. */
const BUILD_ID = /window\.___webpackCompilationHash="[^"]*"/g;

/**
 * The modal's stylesheet: DocSearch's variables (every page carries only the button's), our
 * colours for them, DocSearch's modal styles with selection keyed on data-selected (see
 * optionLinks.ts), then ours.
 */
export function modalStylesheet(): string {
  // Resolved from the project root: this file is bundled by Gatsby, which leaves no plain require.
  const docsearch = (file: string) => readFileSync(siteRequire().resolve(`@docsearch/css/dist/${file}`), "utf8");
  return [docsearch("_variables.css"), readFileSync(path.resolve(THEME_CSS), "utf8"), docsearch("modal.css").replaceAll(".DocSearch-Hit[aria-selected=true]", ".DocSearch-Hit[data-selected=true]"), readFileSync(path.resolve(MODAL_CSS), "utf8")].join("\n");
}

function inputsKey(built: BuiltPage[], extras: Record<string, PageExtras>, css: string): string {
  const h = createHash("sha256").update(String(INDEX_VERSION)).update(String(INDEX_PARTS)).update(JSON.stringify(extras)).update(css);
  for (const p of built) h.update(p.urlPath).update(p.html.replace(BUILD_ID, ""));
  return h.digest("hex");
}

/** Files of earlier builds (other hashes) are removed, with their compressed copies. */
function removeStale(dir: string, keep: Set<string>) {
  for (const f of readdirSync(dir)) {
    const base = f.replace(/\.(br|gz)$/, "");
    if (/^(index|docsearch-modal)\.[0-9a-f]{12}\.(json|css)$/.test(base) && !keep.has(base)) rmSync(path.join(dir, f), { force: true });
  }
}

/** `extras`: what the build knows about pages beyond their HTML (front-matter keywords), by route. */
export function writeSearchFiles(publicDir: string, extras: Record<string, PageExtras> = {}, lastBuildFile: string | null = LAST_BUILD): SearchFilesResult {
  const dir = path.join(publicDir, SEARCH_DIR);
  mkdirSync(dir, { recursive: true });
  const css = modalStylesheet();
  const built = readPages(publicDir);
  const key = inputsKey(built, extras, css);
  if (lastBuildFile && existsSync(lastBuildFile)) {
    const last = JSON.parse(readFileSync(lastBuildFile, "utf8")) as { key: string; files: string[]; result: SearchFilesResult };
    if (last.key === key && last.files.every((f) => existsSync(path.join(dir, f)))) return { ...last.result, unchanged: true };
  }

  const { records, pages } = collectSite(publicDir, built);
  const { main, parts } = splitIndexFile(buildIndexFile(records, pages, extras), INDEX_PARTS);
  let partBytes = 0;
  const written: string[] = [];
  const partUrls = parts.map((part) => {
    const partJson = JSON.stringify(part);
    partBytes += Buffer.byteLength(partJson);
    const name = `index.${hashOf(partJson)}.json`;
    writeFileSync(path.join(dir, name), partJson);
    written.push(name);
    return `/${SEARCH_DIR}/${name}`;
  });
  const json = JSON.stringify({ ...main, parts: partUrls });
  const indexName = `index.${hashOf(json)}.json`;
  writeFileSync(path.join(dir, indexName), json);
  const cssName = `docsearch-modal.${hashOf(css)}.css`;
  writeFileSync(path.join(dir, cssName), css);
  written.push(indexName, cssName);
  writeFileSync(path.join(dir, MANIFEST), JSON.stringify({ index: `/${SEARCH_DIR}/${indexName}`, modalCss: `/${SEARCH_DIR}/${cssName}` }));
  removeStale(dir, new Set(written));

  const result: SearchFilesResult = { records: records.length, indexBytes: Buffer.byteLength(json), partBytes, parts: parts.length, unchanged: false };
  if (lastBuildFile) {
    mkdirSync(path.dirname(lastBuildFile), { recursive: true });
    writeFileSync(lastBuildFile, JSON.stringify({ key, files: [...written, MANIFEST], result }));
  }
  return result;
}
