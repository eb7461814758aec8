/**
 * A page's content tree: the file's compile (compile.ts), shared by every file of the same text
 * whose partials have the same text too (the copies of a page in each docs version), then its
 * links led into the page's version (versionLinks.ts). The build (contentField.ts, with Gatsby's
 * cache) and `npm run check:mdx` (in memory) both compile through here.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../../../lib/contentError";
import type { ContentNode } from "../../../lib/mdx/contentTree";
import { contentPlugins } from "../../../lib/mdx/pipeline";
import { nextOnlyLinkMessage, versionOfFile } from "../../../lib/mdx/rehypeVersionLinks";
import { pathPrefixFromEnv } from "../../../config/env";
import { compileContent } from "./compile";
import { compileInPool } from "./compilePool";
import { linksIntoVersion } from "./versionLinks";

/** Where shared compiles are kept: Gatsby's cache in the build, a Map in `check:mdx` and tests. */
export interface CompileCache {
  get(key: string): Promise<unknown> | unknown;
  set(key: string, value: unknown): Promise<unknown> | unknown;
}

/** A shared compile, with what a file of the same text must also have to use it. */
interface SharedCompile {
  tree: ContentNode[];
  /** Each included partial, relative to the page's folder, with the digest of its text. */
  partials: { relative: string; digest: string }[];
  /** The page's folder when the tree holds a file found next to the page (an image): then only that folder's pages share it. */
  folder: string | null;
}

const digest = (text: string) => createHash("sha1").update(text).digest("hex");

function fileDigest(file: string): string | null {
  try {
    return digest(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Changes with the compile's plugins and the path prefix images carry, so no tree outlives them. */
export const PIPELINE_KEY = digest(
  [...contentPlugins.remarkPlugins, ...contentPlugins.rehypePlugins]
    .map((p) => String(Array.isArray(p) ? p[0] : p))
    .concat(pathPrefixFromEnv() ?? "")
    .join("\n"),
).slice(0, 12);

/** Copied next to the pages (src/lib/media.ts): a route under it means a file found relative to the page. */
const MEDIA_ROUTE = "/_media/";

function usable(entry: SharedCompile | undefined, folder: string): entry is SharedCompile {
  if (!entry) return false;
  if (entry.folder !== null && entry.folder !== folder) return false;
  return entry.partials.every((p) => fileDigest(path.resolve(folder, p.relative)) === p.digest);
}

/**
 * Compiles under way or done in this process, by key: GraphQL resolves a query's pages side by
 * side, so the copies of one text would all miss the cache and compile at once without it.
 */
const inProcess = new Map<string, Promise<SharedCompile>>();
/** Enough for every text of a large site. */
const IN_PROCESS_LIMIT = 5000;

/**
 * Forgets the compiles of this process, so files they read (images, partials) are read again:
 * at the start of each createPages (every data cycle of `gatsby develop`) and each content check.
 */
export function forgetSharedCompiles(): void {
  inProcess.clear();
}

async function compileShared(key: string, body: string, absolutePath: string, root: string, cache: CompileCache) {
  const folder = path.dirname(absolutePath);
  const cached = (await cache.get(key)) as SharedCompile | undefined;
  if (usable(cached, folder)) return cached;
  const compiled = await compileInPool(body, absolutePath, root);
  const entry: SharedCompile = {
    tree: compiled.tree,
    partials: compiled.partials.map((p) => ({ relative: path.relative(folder, p), digest: fileDigest(p) ?? "" })),
    folder: JSON.stringify(compiled.tree).includes(MEDIA_ROUTE) ? folder : null,
  };
  await cache.set(key, entry);
  return entry;
}

async function sharedCompile(body: string, absolutePath: string, root: string, cache: CompileCache) {
  const key = `content:${PIPELINE_KEY}:${root}:${digest(body)}`;
  const running = inProcess.get(key);
  if (running) {
    const entry = await running.catch(() => undefined);
    if (usable(entry, path.dirname(absolutePath))) return entry;
  }
  if (inProcess.size >= IN_PROCESS_LIMIT) inProcess.clear();
  const compiling = compileShared(key, body, absolutePath, root, cache);
  inProcess.set(key, compiling);
  try {
    return await compiling;
  } catch (e) {
    // A failed compile is not kept: its message names this file, and another copy may compile.
    if (inProcess.get(key) === compiling) inProcess.delete(key);
    throw e;
  }
}

/** The content tree of the page at `absolutePath` whose MDX text (front matter left out) is `body`. */
export async function compilePage(
  body: string,
  absolutePath: string,
  cache: CompileCache = new Map<string, unknown>(),
  root: string = process.cwd(),
): Promise<ContentNode[]> {
  const shared = await sharedCompile(body, absolutePath, root, cache);
  const version = versionOfFile(absolutePath, root);
  if (!version) return shared.tree;
  const { tree, nextOnly } = linksIntoVersion(shared.tree, version, root);
  if (nextOnly.length) {
    // Compiled once more with the plugin that names the link's line; it throws.
    await compileContent(body, absolutePath, root, [], true);
    const label = path.relative(root, absolutePath).split(path.sep).join("/");
    throw new ContentError(nextOnlyLinkMessage(label, nextOnly[0].href, nextOnly[0].id, version));
  }
  return tree;
}
