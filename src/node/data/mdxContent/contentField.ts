/**
 * `content` on the site's page nodes (Doc, BlogPost): the page's content tree (compilePage.ts),
 * resolved here in Node through public APIs (createResolvers on our own types), so page data
 * carries the content and Gatsby's incremental builds and develop updates apply as to any field.
 * Compiles are kept in Gatsby's cache by text, so a warm build, and the copies of a page in
 * several versions, compile each text once.
 */
import type { ContentNode } from "../../../lib/mdx/contentTree";
import { compilePage, type CompileCache } from "./compilePage";

interface NodeModel {
  getNodeById(args: { id: string }): { body?: string; parent?: string | null; absolutePath?: string } | null;
}

/** The field's resolver: the page's Mdx node (its `mdx` link) and that node's file. */
export function contentResolver(cache: CompileCache) {
  return async (
    source: { mdx: string },
    _args: unknown,
    context: { nodeModel: NodeModel },
  ): Promise<ContentNode[] | null> => {
    const mdx = context.nodeModel.getNodeById({ id: source.mdx });
    const file = mdx?.parent ? context.nodeModel.getNodeById({ id: mdx.parent }) : null;
    if (typeof mdx?.body !== "string" || !file?.absolutePath) return null;
    return compilePage(mdx.body, file.absolutePath, cache);
  };
}

/** createResolvers entry: the field on both page types. */
export function contentResolvers(cache: CompileCache) {
  const field = { type: "JSON", resolve: contentResolver(cache) };
  return { Doc: { content: field }, BlogPost: { content: field } };
}
