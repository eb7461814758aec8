// @ts-check
/**
 * Gatsby's Babel loader with only the plugins Gatsby itself requires, for the modules that
 * need them (./esbuildLoaders.ts: files with a `graphql` tag and page components), after esbuild
 * has compiled their TypeScript and JSX. Gatsby's loader also runs babel-preset-gatsby
 * (preset-env, preset-react) and the presets and plugins other Gatsby plugins add
 * (gatsby-plugin-typescript's): all syntax work esbuild has done by then, and most of the
 * Babel time of a build (one template compiled anew for each of the ~100 MDX pages, in both
 * webpack stages). The required plugins come from Gatsby's own helper (prepareOptions), so
 * they stay what Gatsby runs: query removal, page-only export removal, slice placeholders.
 * Plain CommonJS: webpack requires loaders by path.
 */
const path = require("node:path");
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const babelLoader = require(require.resolve("babel-loader", { paths: [gatsbyDir] }));
const { prepareOptions } = require("gatsby/dist/utils/babel-loader-helpers");

if (typeof prepareOptions !== "function")
  throw new Error(
    "gatsby/dist/utils/babel-loader-helpers has no prepareOptions (has Gatsby changed its Babel loader?)",
  );

/** Gatsby's loader options, as its rules pass them (see gatsby/dist/utils/babel-loader.js). */
module.exports = babelLoader.custom((/** @type {any} Babel's API object, untyped here */ babel) => ({
  customOptions(
    /** @type {Record<string, unknown>} */ {
      stage = "test",
      reactRuntime = "classic",
      reactImportSource,
      isPageTemplate,
      resourceQuery,
      rootDir,
      ...options
    },
  ) {
    return {
      custom: { stage, reactRuntime, reactImportSource, isPageTemplate, resourceQuery: resourceQuery ?? "" },
      // No babelrc or babel.config: the required plugins below are the whole configuration.
      loader: { ...options, sourceType: "unambiguous", babelrc: false, configFile: false, compact: false },
    };
  },
  config(
    /** @type {{ options: Record<string, unknown> }} */ partialConfig,
    /** @type {{ customOptions: import("gatsby/dist/utils/babel-loader-helpers").ICustomOptions }} */ { customOptions },
  ) {
    const [, , requiredPresets, requiredPlugins] = prepareOptions(babel, customOptions);
    return { ...partialConfig.options, presets: requiredPresets, plugins: requiredPlugins };
  },
}));
