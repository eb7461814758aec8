/**
 * `gatsby develop`: a saved MDX page reaches the open page without waiting for Gatsby's data
 * cycle (framework patch `earlyMdxCompile`, docs/BUILD-PERFORMANCE.md).
 *
 * Gatsby suspends webpack's watcher after the first compile and resumes it only once a change
 * has gone through the node store, the schema, createPages and the queries; and
 * gatsby-plugin-mdx's loader compiles the body of the Mdx node in the store, so an earlier
 * compile would show the old text. So, in the development bundle only:
 * - the MDX loader's `getNode` returns the node with its body read from the file on disk, parsed
 *   as the plugin parses it (once the store has caught up, the two are the same text);
 * - right after webpack has gathered a change to an MDX file, the watcher is resumed for one
 *   compile and suspended again, as Gatsby's own recompile does. Gatsby's recompile still runs
 *   after its data cycle, for whatever else changed (page data, the list of pages).
 */
import { readFileSync } from "node:fs";
import { parseFrontmatter } from "../../lib/contentSource";
import type { LoaderRule, UseEntry, UseInfo } from "./esbuildLoaders";
import { walkRules } from "./walkRules";

/** gatsby-plugin-mdx's loader, found by its path in the plugin's rule. */
export const GATSBY_MDX_LOADER = /[\\/]gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader(\.js)?$/;

interface MdxNodeLike {
  body?: string;
  internal?: { contentFilePath?: string };
}
type GetNode = (id: string) => MdxNodeLike | undefined;

/** The node as the store has it, with the body of the file as it is on disk now. */
export function withBodyFromDisk(getNode: GetNode): GetNode {
  return (id) => {
    const node = getNode(id);
    const file = node?.internal?.contentFilePath;
    if (!node || !file) return node;
    try {
      return { ...node, body: parseFrontmatter(readFileSync(file, "utf8")).body };
    } catch {
      // Removed, or front matter the data cycle is about to report: the store's text stands.
      return node;
    }
  };
}

const isMdxLoader = (entry: UseEntry): entry is { loader: string; options: { getNode: GetNode } } =>
  typeof entry === "object" &&
  typeof entry.loader === "string" &&
  GATSBY_MDX_LOADER.test(entry.loader) &&
  typeof (entry.options as { getNode?: unknown } | undefined)?.getNode === "function";

const freshEntry = (entry: UseEntry): UseEntry =>
  isMdxLoader(entry)
    ? { ...entry, options: { ...entry.options, getNode: withBodyFromDisk(entry.options.getNode) } }
    : entry;

/** Gives every use of gatsby-plugin-mdx's loader the body on disk; returns how many rules. */
export function mdxBodyFromDisk(rules: LoaderRule[]): number {
  return walkRules(rules, (rule) => {
    const use = rule.use;
    if (typeof use === "function") {
      // Called without a resource, the plugin's rule lists its loaders without reading a file.
      if (![use({} as UseInfo)].flat().some(isMdxLoader)) return false;
      rule.use = (info: UseInfo) => [use(info)].flat().map(freshEntry);
      return true;
    }
    if (!Array.isArray(use) || !use.some(isMdxLoader)) return false;
    rule.use = use.map(freshEntry);
    return true;
  });
}

/** What this plugin needs of webpack's compiler (webpack's public Compiler and Watching). */
interface CompilerLike {
  hooks: { invalid: { tap(name: string, fn: (file: string | null) => void): void } };
  watching?: { suspended: boolean; running: boolean; resume(): void; suspend(): void };
  options: { watchOptions?: { aggregateTimeout?: number } };
}

const MDX_FILE = /\.mdx?$/;
/** Past webpack's aggregation of changes, so the compile sees the saved file. */
const AFTER_AGGREGATION_MS = 40;

export class EarlyMdxCompile {
  apply(compiler: CompilerLike): void {
    let scheduled = false;
    compiler.hooks.invalid.tap("EarlyMdxCompile", (file) => {
      if (!file || !MDX_FILE.test(file) || scheduled) return;
      scheduled = true;
      const wait = (compiler.options.watchOptions?.aggregateTimeout ?? 20) + AFTER_AGGREGATION_MS;
      setTimeout(() => {
        scheduled = false;
        const watching = compiler.watching;
        // Running: that compile (or Gatsby's next one) takes the change; not suspended: webpack
        // compiles it by itself.
        if (!watching || watching.running || !watching.suspended) return;
        watching.resume();
        watching.suspend();
      }, wait);
    });
  }
}
