/**
 * rehype-prism-plus, loaded when the first page is highlighted rather than when the plugin list
 * is imported. The package loads refractor with every Prism language (seconds of start-up),
 * and gatsby-config imports the plugin list in every Gatsby process: a warm build, whose pages
 * all come from webpack's cache, and the query workers never highlight anything.
 */
import type { Root } from "hast";
import type { Options } from "rehype-prism-plus/generator";
import type { VFile } from "vfile";

type Highlight = (tree: Root, file: VFile) => void;

export default function lazyRehypePrism(options?: Options): (tree: Root, file: VFile) => Promise<void> {
  let highlight: Highlight | undefined;
  return async (tree, file) => {
    // The same import rehype-prism-plus's default export makes: refractor with all languages.
    highlight ??= ((await import("rehype-prism-plus")).default as (o?: Options) => Highlight)(options);
    highlight(tree, file);
  };
}
