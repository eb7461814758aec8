/**
 * onCreateWebpackConfig: the production tweaks of src/node/webpack/tweaks.ts. Short CSS module
 * names in both production stages; in the browser bundle, hash-only chunk names with the chunk
 * map and the scripts slice rewritten after Gatsby. CSS modules are scoped, so the order in
 * which lazy chunks' styles land in the one bundled stylesheet does not matter:
 * mini-css-extract's order warnings are silenced.
 */
import type { CreateWebpackConfigArgs } from "gatsby";
import { RewriteChunkMapAndScripts, shortenCssModuleNames } from "./tweaks";

export function configureWebpack({ getConfig, actions, stage, reporter }: CreateWebpackConfigArgs): void {
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
}
