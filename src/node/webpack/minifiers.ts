/**
 * The browser bundle's minifiers, chosen by what each pays:
 * - the chunks every page loads first (React, Gatsby's app, the webpack runtime) keep Gatsby's
 *   Terser and its settings, which make them smallest (esbuild's output was larger on a
 *   docs page's first load);
 * - the page components and the lazy chunks go to esbuild: they are most of the bytes
 *   Terser had to work through (and the longest wait of a cold build on two cores), while a
 *   page loads only its own one: a faster cold build, for a little more on a page's first
 *   load (its own chunks);
 * - esbuild minifies the CSS instead of cssnano (about the same size, much faster).
 * Gatsby's Terser plugin instance lends its class (terser-webpack-plugin, with its esbuild
 * adapters), so no second copy of the plugin is imported.
 */

interface MinimizerLike {
  constructor: { name: string };
  options?: { parallel?: unknown; exclude?: unknown; minimizer?: { options?: Record<string, unknown> } };
}
/** The parts of terser-webpack-plugin's class this module uses. */
interface TerserPluginClass {
  new (options: {
    test?: RegExp;
    exclude?: RegExp[];
    parallel?: unknown;
    minify: unknown;
    terserOptions?: Record<string, unknown>;
    extractComments?: boolean;
  }): MinimizerLike;
  terserMinify?: unknown;
  esbuildMinify?: unknown;
  esbuildMinifyCss?: unknown;
}

/** The chunks of every first load, by their file names (Gatsby's entry chunks). */
export const FIRST_LOAD_CHUNKS = /^(framework|app|webpack-runtime|polyfill)-[0-9a-f]+\.js$/;
/** What Gatsby's own Terser settings already leave alone. */
const PREMINIFIED = /\.min\.js/;

/**
 * Gatsby's minimizers with the JavaScript split as above and cssnano replaced. Throws when
 * either is missing or the plugin lacks what is used here, so a Gatsby upgrade that changes
 * them fails the build loudly.
 */
export function splitMinimizers(minimizers: MinimizerLike[], target: string): MinimizerLike[] {
  const terser = minimizers.find((m) => m.constructor.name === "TerserPlugin");
  const css = minimizers.find((m) => m.constructor.name === "CssMinimizerPlugin");
  if (!terser || !css)
    throw new Error(
      `expected Gatsby's TerserPlugin and CssMinimizerPlugin, found ${minimizers.map((m) => m.constructor.name).join(", ") || "none"}`,
    );
  const Terser = terser.constructor as unknown as TerserPluginClass;
  for (const adapter of ["terserMinify", "esbuildMinify", "esbuildMinifyCss"] as const) {
    if (typeof Terser[adapter] !== "function") throw new Error(`terser-webpack-plugin has no ${adapter} adapter`);
  }
  const gatsbyTerserOptions = terser.options?.minimizer?.options;
  if (!gatsbyTerserOptions)
    throw new Error("Gatsby's TerserPlugin has no terserOptions (has terser-webpack-plugin changed its options?)");
  const parallel = terser.options?.parallel;
  return [
    new Terser({
      test: FIRST_LOAD_CHUNKS,
      exclude: [PREMINIFIED],
      parallel,
      minify: Terser.terserMinify,
      terserOptions: gatsbyTerserOptions,
    }),
    // Licence comments stay (at the end of the file).
    new Terser({
      test: /\.m?js(\?.*)?$/i,
      exclude: [PREMINIFIED, FIRST_LOAD_CHUNKS],
      parallel,
      minify: Terser.esbuildMinify,
      terserOptions: { target, legalComments: "eof", charset: "utf8" },
      extractComments: false,
    }),
    new Terser({
      test: /\.css(\?.*)?$/i,
      minify: Terser.esbuildMinifyCss,
      terserOptions: { legalComments: "eof", charset: "utf8" },
      extractComments: false,
    }),
  ];
}
