/**
 * esbuild minifies the browser bundle's JavaScript and CSS instead of Terser and cssnano.
 * Gatsby's Terser plugin instance lends its class (terser-webpack-plugin, which ships esbuild
 * adapters for both), so no second copy of the plugin is imported.
 */
import { ESBUILD_TARGET } from "./fastLoaders";

interface MinimizerLike {
  constructor: { name: string };
}
/** The parts of terser-webpack-plugin's class this module uses. */
interface TerserPluginClass {
  new (options: { test?: RegExp; exclude?: RegExp; minify: unknown; terserOptions?: Record<string, unknown>; extractComments?: boolean }): MinimizerLike;
  esbuildMinify?: unknown;
  esbuildMinifyCss?: unknown;
}

/**
 * Replaces Gatsby's two minimizers. Throws when either is missing or the plugin has no esbuild
 * adapters, so a Gatsby upgrade that changes them fails the build loudly.
 */
export function esbuildMinimizers(minimizers: MinimizerLike[]): MinimizerLike[] {
  const terser = minimizers.find((m) => m.constructor.name === "TerserPlugin");
  const css = minimizers.find((m) => m.constructor.name === "CssMinimizerPlugin");
  if (!terser || !css) throw new Error(`expected Gatsby's TerserPlugin and CssMinimizerPlugin, found ${minimizers.map((m) => m.constructor.name).join(", ") || "none"}`);
  const Terser = terser.constructor as unknown as TerserPluginClass;
  if (typeof Terser.esbuildMinify !== "function" || typeof Terser.esbuildMinifyCss !== "function") throw new Error("terser-webpack-plugin has no esbuild adapters (esbuildMinify, esbuildMinifyCss)");
  return [
    // Licence comments (React's, a few hundred bytes) stay in the files, at their end.
    new Terser({ exclude: /\.min\.js/, minify: Terser.esbuildMinify, terserOptions: { target: ESBUILD_TARGET, legalComments: "eof" }, extractComments: false }),
    new Terser({ test: /\.css(\?.*)?$/i, minify: Terser.esbuildMinifyCss, terserOptions: { legalComments: "eof" }, extractComments: false }),
  ];
}
