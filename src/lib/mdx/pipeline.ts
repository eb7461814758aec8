/**
 * The MDX plugins of the site, in order. gatsby-config hands them to gatsby-plugin-mdx and
 * `npm run check:mdx` compiles with the same list, so both accept and refuse the same files.
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
import rehypeAutoImports from "./rehypeAutoImports";
import rehypeTerminal from "./rehypeTerminal";
import rehypeCodeBlocks, { rehypeCodeLines } from "./rehypeCodeBlocks";
import rehypeImages from "./rehypeImages";
import rehypeVersionLinks from "./rehypeVersionLinks";
import rehypeUnprefixLinks from "./rehypeUnprefixLinks";
import recmaLocalCreateElement from "./recmaLocalCreateElement";
import rehypePrism from "./lazyRehypePrism";
import { pathPrefixFromEnv } from "../../config/env";

// Images (diagrams too: remarkMermaid's <img>s pass rehypeImages) carry the site's sub-path, if any.
const pathPrefix = pathPrefixFromEnv();

export const mdxPlugins: { remarkPlugins: PluggableList; rehypePlugins: PluggableList; recmaPlugins: PluggableList } = {
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
    rehypeVersionLinks,
    [rehypeImages, { pathPrefix }],
    rehypeCodeBlocks,
    [rehypePrism, { ignoreMissing: true }],
    rehypeCodeLines,
    rehypeTerminal,
    rehypeAutoImports,
  ],
  recmaPlugins: [recmaLocalCreateElement],
};

/**
 * What gatsby-plugin-mdx adds around the site's plugins when it compiles a page (its
 * plugin-options.js): the classic JSX runtime, the MDX provider and image unwrapping.
 * `npm run check:mdx` compiles with these too; a unit test keeps them in step with the plugin.
 */
export const gatsbyMdxDefaults = {
  format: "mdx",
  jsxRuntime: "classic",
  providerImportSource: "@mdx-js/react",
} as const;
