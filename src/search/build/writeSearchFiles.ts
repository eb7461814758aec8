/**
 * onPostBuild: the embedded search index (from the pages as built) and the modal's stylesheet,
 * both content-hashed, plus a small manifest that names them. The index is served as a main
 * file (pages, sections, terms) and parts holding the postings, fetched per query.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { collectSite } from "./collect";
import { buildIndexFile, type PageExtras } from "./indexFile";
import { splitIndexFile } from "../shared/indexFormat";

export const SEARCH_DIR = "search";
export const MANIFEST = "manifest.json";
/** Our additions to DocSearch's modal stylesheet, read from the project root. */
const MODAL_CSS = "src/components/search/SearchModal.css";

/**
 * Parts of the postings. More parts, fewer bytes per query but more requests: with 32, a
 * two-word Chinese query fetches 3–6 parts of ~2 KB compressed each.
 */
export const INDEX_PARTS = 32;

const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 12);

/** `extras`: what the build knows about pages beyond their HTML (front-matter keywords), by route. */
export function writeSearchFiles(publicDir: string, extras: Record<string, PageExtras> = {}): { records: number; indexBytes: number; partBytes: number; parts: number } {
  const dir = path.join(publicDir, SEARCH_DIR);
  mkdirSync(dir, { recursive: true });
  const { records, pages } = collectSite(publicDir);
  const { main, parts } = splitIndexFile(buildIndexFile(records, pages, extras), INDEX_PARTS);
  let partBytes = 0;
  const partUrls = parts.map((part) => {
    const partJson = JSON.stringify(part);
    partBytes += Buffer.byteLength(partJson);
    const name = `index.${hashOf(partJson)}.json`;
    writeFileSync(path.join(dir, name), partJson);
    return `/${SEARCH_DIR}/${name}`;
  });
  const json = JSON.stringify({ ...main, parts: partUrls });
  const indexName = `index.${hashOf(json)}.json`;
  writeFileSync(path.join(dir, indexName), json);

  // Resolved from the project root: this file is bundled by Gatsby, which leaves no plain require.
  const cssSource = createRequire(path.resolve("package.json")).resolve("@docsearch/css/dist/modal.css");
  // DocSearch's stylesheet with selection keyed on data-selected (see optionLinks.ts), then ours.
  const css = `${readFileSync(cssSource, "utf8").replaceAll(".DocSearch-Hit[aria-selected=true]", ".DocSearch-Hit[data-selected=true]")}\n${readFileSync(path.resolve(MODAL_CSS), "utf8")}`;
  const cssName = `docsearch-modal.${hashOf(css)}.css`;
  writeFileSync(path.join(dir, cssName), css);

  writeFileSync(path.join(dir, MANIFEST), JSON.stringify({ index: `/${SEARCH_DIR}/${indexName}`, modalCss: `/${SEARCH_DIR}/${cssName}` }));
  return { records: records.length, indexBytes: Buffer.byteLength(json), partBytes, parts: parts.length };
}
