/**
 * esbuild minifies the browser bundle's CSS instead of cssnano (same size here, within 1 %,
 * and much faster). JavaScript stays with Gatsby's Terser: esbuild's output was 10 KB larger
 * on a docs page's first load (React 2.9 KB, Gatsby's app 5.9 KB), and bytes on the reader's
 * side matter more than seconds of a cold build. Gatsby's Terser plugin instance lends its
 * class (terser-webpack-plugin, which ships an esbuild adapter for CSS), so no second copy of
 * the plugin is imported.
 */

interface MinimizerLike {
  constructor: { name: string };
}
/** The parts of terser-webpack-plugin's class this module uses. */
interface TerserPluginClass {
  new (options: { test?: RegExp; minify: unknown; terserOptions?: Record<string, unknown>; extractComments?: boolean }): MinimizerLike;
  esbuildMinifyCss?: unknown;
}

/**
 * Gatsby's minimizers with cssnano replaced. Throws when either is missing or the plugin has no
 * esbuild CSS adapter, so a Gatsby upgrade that changes them fails the build loudly.
 */
export function esbuildCssMinimizer(minimizers: MinimizerLike[]): MinimizerLike[] {
  const terser = minimizers.find((m) => m.constructor.name === "TerserPlugin");
  const css = minimizers.find((m) => m.constructor.name === "CssMinimizerPlugin");
  if (!terser || !css) throw new Error(`expected Gatsby's TerserPlugin and CssMinimizerPlugin, found ${minimizers.map((m) => m.constructor.name).join(", ") || "none"}`);
  const Terser = terser.constructor as unknown as TerserPluginClass;
  if (typeof Terser.esbuildMinifyCss !== "function") throw new Error("terser-webpack-plugin has no esbuild CSS adapter (esbuildMinifyCss)");
  // Licence comments stay (at the end of the file).
  return minimizers.map((m) => (m === css ? new Terser({ test: /\.css(\?.*)?$/i, minify: Terser.esbuildMinifyCss, terserOptions: { legalComments: "eof", charset: "utf8" }, extractComments: false }) : m));
}
