/** Thin wiring: each hook hands Gatsby's data to the modules in src/node, src/lib and src/search/build. */
import type { GatsbyNode } from "gatsby";
import { resolvers, typeDefs } from "./src/node/schema";
import { onCreateNode as createContentNodes } from "./src/node/content";
import { createPages as createSitePages } from "./src/node/pages";
import { docVersions } from "./src/config/site";
import { contentSources } from "./src/config/contentSources";
import { hostedSearchConfig, publicEnv } from "./src/config/env";
import { writeSearchFiles } from "./src/search/build/writeSearchFiles";
import { writeFeeds } from "./src/node/feeds";
import { writeExtraHeaders } from "./src/node/headers";
import { stripNulBytes } from "./src/node/htmlFixes";
import { copyContentMedia } from "./src/node/contentMedia";
import { configureWebpack } from "./src/node/webpack/configure";
import { fastTocResolvers } from "./src/node/fastToc";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create, cache }) => {
  create(resolvers);
  // Mdx.tableOfContents without a full MDX compile per page (build speed).
  create(fastTocResolvers(cache));
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  for (const v of docVersions) {
    const fields = { name: v.name, label: v.label, isLast: v.isLast, path: v.path };
    actions.createNode({ ...fields, id: createNodeId(`version:${v.name}`), internal: { type: "DocVersion", contentDigest: createContentDigest(fields) } });
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => createContentNodes(args);

export const createPages: GatsbyNode["createPages"] = (args) => createSitePages(args);

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(args);

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const fixed = stripNulBytes("public");
  if (fixed) reporter.info(`removed stray NUL bytes from ${fixed} HTML files (React streaming bug)`);
  const media = copyContentMedia(contentSources().map((s) => s.path), "public");
  if (media) reporter.info(`content media: ${media} files copied to public/_media`);
  const search = writeSearchFiles("public");
  reporter.info(`search index: ${search.records} records, ${(search.indexBytes / 1024).toFixed(1)} KB`);
  await writeFeeds("public", graphql);
  const csp = writeExtraHeaders("public", { analytics: !!publicEnv.gaMeasurementId, hostedSearch: !!hostedSearchConfig() });
  if (csp) reporter.info(`public/_headers: Content-Security-Policy extended for the enabled services`);
};
