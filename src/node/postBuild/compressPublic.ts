/**
 * Precompressed copies of the built site's text files: name.br (brotli, quality 11 or 5, see brotliQuality) and name.gz
 * (gzip, level 9) beside each html, js, css, json, xml, txt, svg and map file of at least 1 KB,
 * kept only when smaller than the file itself. The local server (scripts/serve.mjs) and a
 * host with brotli_static / gzip_static send them to browsers that accept the encoding.
 *
 * Pure: reads and writes only under publicDir, uses node:zlib only. gatsby-node.ts starts
 * compressInBackground once the pages are final and calls compressPublic last in onPostBuild,
 * after every other file in public/ is written.
 */
import { lstat, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE_EXTENSIONS = [".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".map"];
export const MIN_BYTES = 1024;
/** Two files at a time, each compressed on one libuv thread: the two cores of the build box. */
const CONCURRENCY = 2;

export interface CompressStats {
  /** Files for which at least one compressed copy was written. */
  files: number;
  /** Total size of those files. */
  rawBytes: number;
  /** Total size of the .br files written. */
  brBytes: number;
  /** Total size of the .gz files written. */
  gzBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Symlinks are not followed: only what the build wrote under publicDir is touched.
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const isCandidate = (file: string) => COMPRESSIBLE_EXTENSIONS.includes(path.extname(file).toLowerCase());

/** Writes file + suffix when smaller than the original; otherwise removes a stale copy. */
async function keepIfSmaller(file: string, suffix: string, data: Buffer, rawSize: number): Promise<number> {
  const target = file + suffix;
  if (data.length >= rawSize) {
    await rm(target, { force: true });
    return 0;
  }
  await writeFile(target, data);
  return data.length;
}

/**
 * Brotli's quality, by what it pays: what every visitor downloads and caches for a year
 * (hashed scripts and styles, the search index) gets the best, 11, the slowest. Pages and data
 * change with every deploy and are many: quality 5 is far faster for slightly more bytes. So do
 * the /search page and the Partytown scripts Gatsby copies into every site (~partytown/, loaded
 * only by scripts marked to run off the main thread, which this site has none of).
 */
export function brotliQuality(file: string): number {
  const parts = file.split(path.sep);
  if (parts.includes("~partytown") || file.endsWith(".html")) return 5;
  return /\.(js|css)$/.test(file) || parts.includes("search") ? 11 : 5;
}

/**
 * The copies are still right: newer than the file, or the file was rewritten with the same
 * content (Gatsby and our post-build steps rewrite unchanged files on every build), which the
 * gzip copy, decompressed, tells. Warm builds leave unchanged files alone.
 */
async function isFresh(file: string, mtimeMs: number, raw: () => Promise<Buffer>): Promise<boolean> {
  try {
    const [br, gz] = await Promise.all([lstat(`${file}.br`), lstat(`${file}.gz`)]);
    if (br.mtimeMs >= mtimeMs && gz.mtimeMs >= mtimeMs) return true;
    return zlib.gunzipSync(await readFile(`${file}.gz`)).equals(await raw());
  } catch {
    return false;
  }
}

async function compressFile(file: string, stats: CompressStats): Promise<void> {
  const { size, mtimeMs } = await lstat(file);
  if (size < MIN_BYTES) return;
  let content: Buffer | undefined;
  const read = async () => (content ??= await readFile(file));
  if (await isFresh(file, mtimeMs, read)) return;
  const raw = await read();
  const br = await brotli(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const brBytes = await keepIfSmaller(file, ".br", br, raw.length);
  const gz = await gzip(raw, { level: 9 });
  const gzBytes = await keepIfSmaller(file, ".gz", gz, raw.length);
  if (brBytes || gzBytes) {
    stats.files++;
    stats.rawBytes += raw.length;
    stats.brBytes += brBytes;
    stats.gzBytes += gzBytes;
  }
}

const noStats = (): CompressStats => ({ files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 });

async function candidates(publicDir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walk(publicDir)) {
    // name.br / name.gz are outputs (or already compressed); the extension check skips them.
    if (isCandidate(file)) files.push(file);
  }
  return files;
}

/** Compresses `files` with `concurrency` at a time until they are done or `stopped()` says so. */
async function compressFiles(
  files: string[],
  concurrency: number,
  stats: CompressStats,
  stopped: () => boolean = () => false,
): Promise<CompressStats> {
  let next = 0;
  const worker = async () => {
    while (next < files.length && !stopped()) await compressFile(files[next++], stats);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return stats;
}

export async function compressPublic(publicDir: string): Promise<CompressStats> {
  return compressFiles(await candidates(publicDir), CONCURRENCY, noStats());
}

/** Adds up the counts of two passes. */
export const addStats = (a: CompressStats, b: CompressStats): CompressStats => ({
  files: a.files + b.files,
  rawBytes: a.rawBytes + b.rawBytes,
  brBytes: a.brBytes + b.brBytes,
  gzBytes: a.gzBytes + b.gzBytes,
});

/**
 * Starts compressing the files already in publicDir, one at a time, while the steps that write
 * the rest run beside it (they are mostly on the main thread, compression on libuv's pool).
 * `stop()` lets the file at hand finish and resolves with what was done; compressPublic then
 * does the rest, finding these copies fresh.
 */
export function compressInBackground(publicDir: string): { stop(): Promise<CompressStats> } {
  let stopping = false;
  const done = candidates(publicDir).then((files) => compressFiles(files, 1, noStats(), () => stopping));
  return {
    stop: () => {
      stopping = true;
      return done;
    },
  };
}
