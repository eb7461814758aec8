// @ts-check
/**
 * Precompressed copies of the built site's text files: name.br (brotli, quality 11 or 5, see
 * brotliQuality) and name.gz (gzip, level 9) beside each html, js, css, json, xml, txt, svg and
 * map file of at least 1 KB, kept only when smaller than the file itself. The local server
 * (scripts/serve.mjs) and a host with brotli_static / gzip_static send them to browsers that
 * accept the encoding.
 *
 * Synchronous, and run in worker threads (./compressWorker.mjs, started by ./compressPublic.ts):
 * a worker compresses on its own core while the main thread builds the search index and the
 * Markdown copies. Plain JavaScript so a worker can load it without the build's TypeScript step.
 * Reads and writes only under the public folder, uses node:zlib only.
 */
import { lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const COMPRESSIBLE_EXTENSIONS = [".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".map"];
export const MIN_BYTES = 1024;

/**
 * @typedef {object} CompressStats
 * @property {number} files Files for which at least one compressed copy was written.
 * @property {number} rawBytes Total size of those files.
 * @property {number} brBytes Total size of the .br files written.
 * @property {number} gzBytes Total size of the .gz files written.
 */

/** @returns {CompressStats} */
export const noStats = () => ({ files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 });

/**
 * Adds up the counts of two passes.
 * @param {CompressStats} a
 * @param {CompressStats} b
 * @returns {CompressStats}
 */
export const addStats = (a, b) => ({
  files: a.files + b.files,
  rawBytes: a.rawBytes + b.rawBytes,
  brBytes: a.brBytes + b.brBytes,
  gzBytes: a.gzBytes + b.gzBytes,
});

/**
 * Every file under dir; symlinks are not followed: only what the build wrote is touched.
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * The files to compress; name.br / name.gz are outputs (or already compressed): the extension
 * check skips them.
 * @param {string} publicDir
 * @returns {string[]}
 */
export const candidates = (publicDir) =>
  [...walk(publicDir)].filter((file) => COMPRESSIBLE_EXTENSIONS.includes(path.extname(file).toLowerCase()));

/**
 * Brotli's quality, by what it pays: what every visitor downloads and caches for a year
 * (hashed scripts and styles, the search index) gets the best, 11, the slowest. Pages and data
 * change with every deploy and are many: quality 5 is far faster for slightly more bytes. So do
 * the /search page and the Partytown scripts Gatsby copies into every site (~partytown/, loaded
 * only by scripts marked to run off the main thread, which this site has none of).
 * @param {string} file
 * @returns {number}
 */
export function brotliQuality(file) {
  const parts = file.split(path.sep);
  if (parts.includes("~partytown") || file.endsWith(".html")) return 5;
  return /\.(js|css)$/.test(file) || parts.includes("search") ? 11 : 5;
}

/**
 * Writes file + suffix when smaller than the original; otherwise removes a stale copy.
 * @param {string} file
 * @param {string} suffix
 * @param {Buffer} data
 * @param {number} rawSize
 * @returns {number} the bytes written
 */
function keepIfSmaller(file, suffix, data, rawSize) {
  const target = file + suffix;
  if (data.length >= rawSize) {
    rmSync(target, { force: true });
    return 0;
  }
  writeFileSync(target, data);
  return data.length;
}

/**
 * The copies are still right: newer than the file, or the file was rewritten with the same
 * content (Gatsby and our post-build steps rewrite unchanged files on every build), which the
 * gzip copy, decompressed, tells. Warm builds leave unchanged files alone.
 * @param {string} file
 * @param {number} mtimeMs
 * @param {() => Buffer} raw
 */
function isFresh(file, mtimeMs, raw) {
  try {
    const br = lstatSync(`${file}.br`);
    const gz = lstatSync(`${file}.gz`);
    if (br.mtimeMs >= mtimeMs && gz.mtimeMs >= mtimeMs) return true;
    return zlib.gunzipSync(readFileSync(`${file}.gz`)).equals(raw());
  } catch {
    return false;
  }
}

/**
 * Writes the compressed copies of one file, unless they are fresh or it is too small.
 * @param {string} file
 * @param {CompressStats} stats added to
 */
export function compressFile(file, stats) {
  const { size, mtimeMs } = lstatSync(file);
  if (size < MIN_BYTES) return;
  /** @type {Buffer | undefined} */
  let content;
  const read = () => (content ??= readFileSync(file));
  if (isFresh(file, mtimeMs, read)) return;
  const raw = read();
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const brBytes = keepIfSmaller(file, ".br", br, raw.length);
  const gzBytes = keepIfSmaller(file, ".gz", zlib.gzipSync(raw, { level: 9 }), raw.length);
  if (brBytes || gzBytes) {
    stats.files++;
    stats.rawBytes += raw.length;
    stats.brBytes += brBytes;
    stats.gzBytes += gzBytes;
  }
}
