/** Thin wiring: each hook hands Gatsby's data to the modules in src/node and src/build. */
import type { GatsbyNode } from "gatsby";
import { resolvers, typeDefs } from "./src/node/schema";
import { onCreateNode as createContentNodes } from "./src/node/content";
import { createPages as createSitePages } from "./src/node/pages";
import { docVersions } from "./src/config/site";
import { writeSearchFiles } from "./src/node/postBuild";
import { writeFeeds } from "./src/node/feeds";
import { writeExtraHeaders } from "./src/node/headers";
import { stripNulBytes } from "./src/node/htmlFixes";
import { RewriteChunkMapAndScripts, shortenCssModuleNames } from "./src/node/webpackTweaks";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create(resolvers);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  for (const v of docVersions) {
    const fields = { name: v.name, label: v.label, isLast: v.isLast, path: v.path };
    actions.createNode({ ...fields, id: createNodeId(`version:${v.name}`), internal: { type: "DocVersion", contentDigest: createContentDigest(fields) } });
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => createContentNodes(args);

export const createPages: GatsbyNode["createPages"] = (args) => createSitePages(args);

/**
 * Production webpack tweaks (src/node/webpackTweaks.ts): short CSS module names in both
 * production stages; in the browser bundle, hash-only chunk names with the chunk map and the
 * scripts slice rewritten after Gatsby. CSS modules are scoped, so the order in which lazy
 * chunks' styles land in the one bundled stylesheet does not matter: mini-css-extract's order
 * warnings are silenced.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage, reporter }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig() as {
    output: { chunkFilename?: string };
    module: { rules: Parameters<typeof shortenCssModuleNames>[0] };
    plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[];
  };
  if (shortenCssModuleNames(config.module.rules) === 0) reporter.panic("webpack: found no CSS modules loader to configure (has Gatsby changed its rules?)");
  if (stage === "build-javascript") {
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
    // Gatsby names lazy chunks "[name]-[contenthash].js", and a page component's name spells the
    // whole MDX path; the webpack runtime every page loads maps each chunk to its file name, so
    // those long names cost ~10 KB on every first load. Gatsby finds chunks through its stats
    // (chunk-map.json), not through the file names, so the hash alone is enough.
    config.output.chunkFilename = "[contenthash].js";
    config.plugins.push(new RewriteChunkMapAndScripts());
  }
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const fixed = stripNulBytes("public");
  if (fixed) reporter.info(`removed stray NUL bytes from ${fixed} HTML files (React streaming bug)`);
  const search = writeSearchFiles("public");
  reporter.info(`search index: ${search.records} records, ${(search.indexBytes / 1024).toFixed(1)} KB`);
  await writeFeeds("public", graphql);
  const csp = writeExtraHeaders("public", {
    analytics: !!process.env.GATSBY_GA_MEASUREMENT_ID,
    hostedSearch: !!(process.env.GATSBY_DOCSEARCH_APP_ID && process.env.GATSBY_DOCSEARCH_API_KEY && process.env.GATSBY_DOCSEARCH_INDEX_NAME),
  });
  if (csp) reporter.info(`public/_headers: Content-Security-Policy extended for the enabled services`);
};
