/**
 * `content` on the site's page nodes (Doc, BlogPost): the page's content tree, compiled here in
 * Node through public APIs (createResolvers on our own types), so page data carries the content
 * and Gatsby's incremental builds and develop updates apply as to any field. Kept in Gatsby's
 * cache by the page's text, the compile's plugins and the text of every partial it includes.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ContentNode } from "../../lib/mdx/contentTree";
import { contentPlugins } from "../../lib/mdx/pipeline";
import { pathPrefixFromEnv } from "../../config/env";
import { compileContent } from "./compile";

interface NodeModel {
  getNodeById(args: {
    id: string;
  }): { body?: string; parent?: string | null; absolutePath?: string; internal?: { contentDigest: string } } | null;
}
export interface ContentCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}
interface Cached {
  tree: ContentNode[];
  partials: { file: string; digest: string }[];
}

const digest = (text: string) => createHash("sha1").update(text).digest("hex");

/** Changes with the compile's plugins and the path prefix images carry, so no tree outlives them. */
const PIPELINE_KEY = digest(
  [...contentPlugins.remarkPlugins, ...contentPlugins.rehypePlugins]
    .map((p) => String(Array.isArray(p) ? p[0] : p))
    .concat(pathPrefixFromEnv() ?? "")
    .join("\n"),
).slice(0, 12);

function fileDigest(file: string): string | null {
  try {
    return digest(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** The field's resolver: the page's Mdx node (its `mdx` link) and that node's file. */
export function contentResolver(cache: ContentCache) {
  return async (source: { mdx: string }, _args: unknown, context: { nodeModel: NodeModel }) => {
    const mdx = context.nodeModel.getNodeById({ id: source.mdx });
    const file = mdx?.parent ? context.nodeModel.getNodeById({ id: mdx.parent }) : null;
    if (typeof mdx?.body !== "string" || !file?.absolutePath) return null;
    const key = `content:${PIPELINE_KEY}:${mdx.internal?.contentDigest}:${file.absolutePath}`;
    const cached = (await cache.get(key)) as Cached | undefined;
    if (cached && cached.partials.every((p) => fileDigest(p.file) === p.digest)) return cached.tree;
    const compiled = await compileContent(mdx.body, file.absolutePath);
    const entry: Cached = {
      tree: compiled.tree,
      partials: compiled.partials.map((p) => ({ file: p, digest: fileDigest(p) ?? "" })),
    };
    await cache.set(key, entry);
    return entry.tree;
  };
}

/** createResolvers entry: the field on both page types. */
export function contentResolvers(cache: ContentCache) {
  const field = { type: "JSON", resolve: contentResolver(cache) };
  return { Doc: { content: field }, BlogPost: { content: field } };
}
