/**
 * The MDX plugins of the site, in order. The content compile (src/node/data/mdxContent/compile.ts)
 * runs them for the build and for `npm run check:mdx`, so both accept and refuse the same files.
 * Links into a page's version are made after the compile, on the tree (the compile of a file is
 * shared by every version whose copy has the same text); rehypeVersionLinks, which does the same
 * on the HTML tree, runs only to name the line of a link a frozen version may not have.
 */
import type { PluggableList } from "unified";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import remarkAdmonitions from "./remarkAdmonitions";
import remarkFilePositions from "./remarkFilePositions";
import remarkMdxComponents from "./remarkMdxComponents";
import remarkScriptContent from "./remarkScriptContent";
import remarkImports from "./remarkImports";
import remarkCjkEmphasis from "./remarkCjkEmphasis";
import remarkHeadingIds from "./remarkHeadingIds";
import rehypeHeadingIds from "./rehypeHeadingIds";
import remarkFileTree from "./remarkFileTree";
import remarkMermaid from "./remarkMermaid";
import rehypeTerminal from "./rehypeTerminal";
import rehypeCodeBlocks, { rehypeCodeLines } from "./rehypeCodeBlocks";
import rehypeImages from "./rehypeImages";
import rehypeUnprefixLinks from "./rehypeUnprefixLinks";
import rehypePrism from "./lazyRehypePrism";
import { pathPrefixFromEnv } from "../../config/env";

// Images (diagrams too: remarkMermaid's <img>s pass rehypeImages) carry the site's sub-path, if any.
const pathPrefix = pathPrefixFromEnv();

export const contentPlugins: { remarkPlugins: PluggableList; rehypePlugins: PluggableList } = {
  remarkPlugins: [
    remarkFilePositions,
    remarkGfm,
    remarkDirective,
    remarkAdmonitions,
    remarkMdxComponents,
    remarkScriptContent,
    remarkImports,
    remarkCjkEmphasis,
    remarkHeadingIds,
    remarkFileTree,
    remarkMermaid,
  ],
  rehypePlugins: [
    [rehypeUnprefixLinks, { pathPrefix }],
    rehypeHeadingIds,
    [rehypeImages, { pathPrefix }],
    rehypeCodeBlocks,
    [rehypePrism, { ignoreMissing: true }],
    rehypeCodeLines,
    rehypeTerminal,
  ],
};
