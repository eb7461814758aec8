/** Thin wiring: each hook hands Gatsby's data to the modules in src/node, src/lib and src/search/build. */
import { writeFileSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { resolvers, typeDefs } from "./src/node/data/schema";
import { onCreateNode as createContentNodes } from "./src/node/data/content";
import { createPages as createSitePages } from "./src/node/data/pages";
import { docVersions, VERSIONS_FILE } from "./src/config/versions";
import versionsFile from "./content/versions.json";
import { checkVersionContent, checkVersions } from "./src/lib/versionsData";
import { docsRoutes, sitePathPrefix } from "./src/config/routes";
import { contentSources } from "./src/config/contentSources";
import { analyticsEnv, gaMeasurementId, hostedSearchConfig } from "./src/config/env";
import { providerScripts } from "./src/lib/analyticsProviders";
import { checkAnalyticsEnv } from "./src/node/data/checkAnalytics";
import { writeModalStylesheet, writeSearchFiles } from "./src/search/build/writeSearchFiles";
import { writeFeeds } from "./src/node/postBuild/feeds";
import { writeHeaders } from "./src/node/postBuild/headers";
import { stripNulBytes } from "./src/node/postBuild/htmlFixes";
import { copyContentMedia } from "./src/node/postBuild/contentMedia";
import { legacyHtmlRedirects } from "./src/node/postBuild/legacyRedirects";
import { movedPageNginxLocations, movedPageRedirects } from "./src/node/postBuild/movedPageRedirects";
import { addStats, compressInBackground, compressPublic } from "./src/node/postBuild/compressPublic";
import { configureWebpack } from "./src/node/webpack/configure";
import { tableOfContentsResolvers } from "./src/node/data/tableOfContentsField";
import { contentResolvers } from "./src/node/data/mdxContent/contentField";
import { endpointsFromNodes } from "./src/node/postBuild/markdownAndOpenapi/sources";
import type { ApiEndpointNode } from "./src/lib/api/endpointNode";
import { writeOpenApi } from "./src/node/postBuild/markdownAndOpenapi/openapi";
import { writeMarkdown } from "./src/node/postBuild/markdownAndOpenapi/markdown";
import { writeOgImages } from "./src/node/postBuild/ogImages";
import { writeUpgradeChanges } from "./src/node/data/upgradePages";
import { reportContentErrors } from "./src/node/data/reportContentErrors";
import { postBuildStep } from "./src/node/postBuild/postBuildStep";
import {
  confirmCacheCleared,
  discardUnfinishedBuild,
  markBuildFinished,
  markBuildStarted,
} from "./src/node/frameworkPatches/unfinishedBuild";
import { checkContentFiles } from "./src/lib/contentFiles";
import { checkSvgFiles } from "./src/node/data/svgFiles";
import { parseOnlyFilesWithQueries } from "./src/node/frameworkPatches/queryFiles";
import { patchEnabled } from "./src/node/frameworkPatches/patchEnabled";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (patchEnabled("unfinishedBuild")) discardUnfinishedBuild(reporter);
  checkAnalyticsEnv(reporter);
  if (!patchEnabled("queryFiles")) return;
  try {
    // Query extraction parses only page components and files with a query or a slice.
    parseOnlyFilesWithQueries();
  } catch (e) {
    reporter.panic(`query extraction: ${(e as Error).message}`);
  }
};

/**
 * Before any plugin reads content: the versions list holds together, and every file has a name a
 * URL can carry, is inside the project, is UTF-8, and its front matter or YAML parses (aliases
 * bounded, no script URLs); no published SVG can run script.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  if (patchEnabled("unfinishedBuild")) {
    try {
      confirmCacheCleared();
    } catch (e) {
      reporter.panic(`unfinishedBuild: ${(e as Error).message}`);
    }
    markBuildStarted();
  }
  const checked = await reportContentErrors(reporter, () => {
    checkVersionContent(checkVersions(versionsFile, VERSIONS_FILE), VERSIONS_FILE, process.cwd());
    const dirs = contentSources().map((s) => s.path);
    const content = checkContentFiles(process.cwd(), dirs);
    // SVGs are published as they are, from static/, content/ and the test pages' folder.
    const svgs = checkSvgFiles(process.cwd(), ["static", "content", ...dirs.filter((d) => !d.startsWith("content/"))]);
    return { warnings: [...content.warnings, ...svgs.warnings] };
  });
  for (const warning of checked?.warnings ?? []) reporter.warn(warning);
};

/** The search modal's stylesheet, which the bundles name (src/search/browser/manifest.ts), served from public/. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = () => {
  writeModalStylesheet("public");
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create, cache }) => {
  create(resolvers);
  // Doc.tableOfContents and BlogPost.tableOfContents, from the pages' headings alone.
  create(tableOfContentsResolvers(cache));
  // Doc.content and BlogPost.content: the page's content tree, rendered by one template.
  create(contentResolvers(cache));
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  for (const v of docVersions) {
    const fields = { name: v.name, label: v.label, isLast: v.isLast, path: docsRoutes.root(v) };
    actions.createNode({
      ...fields,
      id: createNodeId(`version:${v.name}`),
      internal: { type: "DocVersion", contentDigest: createContentDigest(fields) },
    });
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  await reportContentErrors(args.reporter, () => createContentNodes(args));
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await reportContentErrors(args.reporter, () => createSitePages(args));
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(args);

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, getNodesByType }) => {
  const fixed = stripNulBytes("public");
  if (fixed) reporter.info(`removed stray NUL bytes from ${fixed} HTML files (React streaming bug)`);
  const media = await reportContentErrors(reporter, () =>
    copyContentMedia(
      contentSources().map((s) => s.path),
      "public",
    ),
  );
  if (media) reporter.info(`content media: ${media} files copied to public/_media`);
  // The pages, their data, scripts and styles are final: their compressed copies are made on
  // the thread pool while the steps below write the rest.
  const earlyCompression = compressInBackground("public");
  // Drawn on Node's thread pool while the steps below run; awaited before the headers.
  const previews = postBuildStep(reporter, "preview images", async () => {
    const og = await writeOgImages("public");
    reporter.info(`preview images: ${og.images} (${og.rendered} rendered, the rest cached) in ${og.ms} ms`);
  });
  await postBuildStep(reporter, "search index", async () => {
    const docs = await graphql<{ allDoc: { nodes: { path: string; keywords: string[] }[] } }>(`
      query SearchKeywords {
        allDoc {
          nodes {
            path
            keywords
          }
        }
      }
    `);
    const search = writeSearchFiles(
      "public",
      Object.fromEntries((docs.data?.allDoc.nodes ?? []).map((d) => [d.path, { keywords: d.keywords }])),
    );
    for (const v of search.versions)
      reporter.info(
        `search index ${v.dir}: ${v.records} records, ${(v.indexBytes / 1024).toFixed(1)} KB + ${v.parts} parts of postings, ${(v.partBytes / 1024).toFixed(1)} KB + ${v.textFiles} pages' texts, ${(v.textBytes / 1024).toFixed(1)} KB${v.unchanged ? " (pages unchanged: kept from the last build)" : ""}`,
      );
  });
  await postBuildStep(reporter, "feeds", () => writeFeeds("public", graphql));
  // Gatsby types nodes as Node; these are the ApiEndpoint nodes src/node/data/content.ts made.
  const endpointNodes = getNodesByType("ApiEndpoint") as unknown as ApiEndpointNode[];
  const endpoints = await postBuildStep(reporter, "OpenAPI", () =>
    docVersions.flatMap((version) => {
      const read = endpointsFromNodes(endpointNodes, version.name);
      reporter.info(`OpenAPI (${version.label}): ${writeOpenApi("public", read, version).join(", ")}`);
      return read;
    }),
  );
  await postBuildStep(reporter, "Markdown and llms.txt", async () => {
    const md = await writeMarkdown("public", graphql, endpoints);
    reporter.info(
      `Markdown: ${md.pages} pages, llms.txt ${(md.llmsBytes / 1024).toFixed(1)} KB, llms-full.txt ${(md.llmsFullBytes / 1024).toFixed(1)} KB`,
    );
  });
  await postBuildStep(reporter, "upgrade changes", () => {
    reporter.info(`upgrade changes: ${writeUpgradeChanges("public").join(", ") || "none"}`);
  });
  await previews;
  // After every step that writes or rewrites HTML: the policies hash the pages' inline scripts.
  const providers = providerScripts(analyticsEnv()).map((p) => p.csp);
  const headers = writeHeaders(
    "public",
    {
      analytics: !!gaMeasurementId(),
      hostedSearch: !!hostedSearchConfig(),
      providers,
    },
    "netlify.toml",
    sitePathPrefix(),
  );
  reporter.info(
    `public/_headers: Content-Security-Policy with inline-script hashes for "/*" and ${headers.pages} pages`,
  );
  // Under a sub-path both sides of every redirect carry it.
  const prefix = sitePathPrefix();
  // Netlify cannot express "/docs/X.html → /docs/X" as one rule: one line per page. Moved
  // pages' old routes (front matter redirect_from) come first: scripts/serve.mjs reads this file.
  const moved = await graphql<{ allDoc: { nodes: { path: string; redirectFrom: string[] }[] } }>(`
    query MovedPages {
      allDoc(filter: { draft: { eq: false } }) {
        nodes {
          path
          redirectFrom
        }
      }
    }
  `);
  writeFileSync(
    "public/_redirects",
    `${[...movedPageRedirects(moved.data?.allDoc.nodes ?? [], prefix), ...legacyHtmlRedirects("public", "docs", prefix)].join("\n")}\n`,
  );
  writeFileSync("public/_redirects.nginx", movedPageNginxLocations(moved.data?.allDoc.nodes ?? [], prefix));
  // Last: every text file in public/ is written by now.
  await postBuildStep(reporter, "precompressed copies", async () => {
    const early = await earlyCompression.stop();
    const compressed = addStats(early, await compressPublic("public"));
    reporter.info(
      `precompressed ${compressed.files} files: ${(compressed.rawBytes / 1048576).toFixed(1)} MB → ${(compressed.brBytes / 1048576).toFixed(1)} MB br, ${(compressed.gzBytes / 1048576).toFixed(1)} MB gz (${early.files} while the steps above ran)`,
    );
  });
  if (patchEnabled("unfinishedBuild")) markBuildFinished();
};
