/**
 * onCreateWebpackConfig: the production tweaks of src/node/webpack/tweaks.ts and the build-speed
 * swaps. Short CSS module names in both production stages; in the browser bundle, hash-only
 * chunk names with the chunk map and the scripts slice rewritten after Gatsby. CSS modules are
 * scoped, so the order in which lazy chunks' styles land in the one bundled stylesheet does not
 * matter: mini-css-extract's order warnings are silenced.
 * Build speed, in both stages: esbuild instead of Babel where Gatsby's Babel plugins are not
 * needed (../frameworkPatches/esbuildLoaders.ts; also in `gatsby develop`), no source maps unless SOURCE_MAPS=1,
 * and the minifiers of ./minifiers.ts (Terser for the chunks of every first load, esbuild for the
 * rest and for CSS).
 */
import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";
import { hostedSearchConfig, sourceMapsEnabled } from "../../config/env";
import { shortenCssModuleNames } from "./tweaks";
import { RewriteChunkMapAndScripts } from "../frameworkPatches/scriptsSlice";
import {
  ESBUILD_TARGET,
  GATSBY_PLUGINS_ONLY_LOADER,
  needsGatsbyBabel,
  needsGatsbyBabelInDevelop,
  swapBabelForEsbuild,
  type LoaderRule,
} from "../frameworkPatches/esbuildLoaders";
import { splitMinimizers } from "./minifiers";
import { splitCssByUsers, type SplitChunksLike } from "./cssChunks";
import { patchEnabled } from "../frameworkPatches/patchEnabled";
import { buildDependenciesFromSources, type CacheLike } from "../frameworkPatches/buildDependencies";
import { ReportDiscardedCache } from "../frameworkPatches/reportDiscardedCache";
import {
  PackagesLeaveCompilationBuildDependencies,
  packagesAsLockfile,
} from "../frameworkPatches/lockfileBuildDependencies";
import { DevelopShellOnly, developSsrOn } from "../frameworkPatches/developShell";
import { modalStylesheetFile } from "../../search/build/writeSearchFiles";

/** Stands in for DocSearch's modal when the hosted service is not set up (never rendered then). */
export const HOSTED_MODAL_OFF = path.join(process.cwd(), "src", "components", "search", "HostedSearchOff.tsx");

export function configureWebpack({ getConfig, actions, stage, reporter, plugins }: CreateWebpackConfigArgs): void {
  const develop = stage === "develop" || stage === "develop-html";
  if (!develop && stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig() as {
    output: { chunkFilename?: string };
    devtool?: string | false;
    module: { rules: Parameters<typeof shortenCssModuleNames>[0] & LoaderRule[] };
    plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[];
    optimization?: { minimizer?: { constructor: { name: string } }[]; splitChunks?: SplitChunksLike };
    cache?: CacheLike | false;
    experiments?: Record<string, unknown>;
  };
  // Editing a label must not throw away webpack's cache (../frameworkPatches/buildDependencies.ts);
  // when the cache is thrown away, the build log says so.
  if (patchEnabled("buildDependencies")) {
    try {
      buildDependenciesFromSources(config.cache);
    } catch (e) {
      reporter.panic(`${stage}: ${(e as Error).message}`);
    }
    config.plugins.push(
      new ReportDiscardedCache((message) =>
        reporter.info(`${stage}: ${message}`),
      ) as unknown as (typeof config.plugins)[number],
    );
  }
  // Gatsby's JavaScript rule and gatsby-plugin-mdx's two rules. In `gatsby develop` our own
  // modules keep Gatsby's required plugins, react-refresh's among them (needsGatsbyBabelInDevelop);
  // preset-env and preset-react, most of the development bundle's time, are left out there too.
  if (patchEnabled("babelToEsbuild")) {
    const swapped = swapBabelForEsbuild(config.module.rules, develop ? needsGatsbyBabelInDevelop : needsGatsbyBabel);
    if (swapped < 3)
      reporter.panic(
        `webpack: expected 3 rules using Gatsby's Babel loader, found ${swapped} (has Gatsby changed its rules?)`,
      );
  }
  // The lock file stands for every installed package among webpack's build dependencies, which
  // webpack would otherwise trace module by module (../frameworkPatches/lockfileBuildDependencies.ts).
  if (patchEnabled("lockfileBuildDependencies")) {
    const ownLoaders = patchEnabled("babelToEsbuild") ? [GATSBY_PLUGINS_ONLY_LOADER] : [];
    if (packagesAsLockfile(config.cache, ownLoaders) > 0)
      config.plugins.push(
        new PackagesLeaveCompilationBuildDependencies(ownLoaders) as unknown as (typeof config.plugins)[number],
      );
  }
  // Without the hosted service, DocSearch's modal (and the hundreds of modules of its UI and
  // autocomplete libraries) is left out of every stage: our own modal answers.
  if (!hostedSearchConfig())
    config.plugins.push(
      plugins.normalModuleReplacement(
        /[\\/]HostedSearchModal(\.tsx)?$/,
        HOSTED_MODAL_OFF,
      ) as (typeof config.plugins)[number],
    );
  // The modal's stylesheet is requested with the modal's code on first use, not after the search
  // manifest that also names it (src/search/browser/manifest.ts). The build writes that very
  // file after the bundles (writeSearchFiles), `gatsby develop` when its server starts.
  config.plugins.push(
    plugins.define({
      __SEARCH_MODAL_CSS__: JSON.stringify(modalStylesheetFile().url),
    }) as (typeof config.plugins)[number],
  );
  if (stage === "develop") lazyPageComponents(config);
  // Gatsby provides node-fetch (with whatwg-url and its Unicode tables) as `fetch` to the server
  // bundles, for Node versions without one; every Node this site supports has fetch, and the
  // pages render no fetch on the server anyway.
  if (stage === "build-html" || stage === "develop-html") {
    const provide = config.plugins.findIndex(
      (p) =>
        p.constructor.name === "ProvidePlugin" &&
        /node-fetch/.test(String((p as { definitions?: Record<string, unknown> }).definitions?.fetch ?? "")),
    );
    if (provide >= 0) config.plugins.splice(provide, 1);
    else reporter.warn(`${stage}: Gatsby's node-fetch provider was not found; has Gatsby changed its server plugins?`);
  }
  // Gatsby adds its ESLint plugin to the development bundle when it finds no .eslintrc (ours is a
  // flat eslint.config.mjs). It lints .js and .jsx files only: here, Gatsby's own runtime copied
  // into .cache, again at every start. Our TypeScript is linted by `npm run lint`.
  if (stage === "develop") {
    const eslint = config.plugins.findIndex((p) => p.constructor.name === "ESLintWebpackPlugin");
    if (eslint >= 0) config.plugins.splice(eslint, 1);
    else reporter.warn("develop: Gatsby's ESLint plugin was not found; has Gatsby changed its development plugins?");
  }
  // Source maps cost the development bundle time at every start; modules stay one eval each, so
  // errors still name their file. SOURCE_MAPS=1 keeps Gatsby's maps, as it adds them to a build.
  if (develop && !sourceMapsEnabled()) config.devtool = stage === "develop" ? "eval" : false;
  if (stage === "develop-html" && !developSsrOn() && patchEnabled("developShell"))
    config.plugins.push(new DevelopShellOnly() as unknown as (typeof config.plugins)[number]);
  if (develop) return actions.replaceWebpackConfig(config);

  if (shortenCssModuleNames(config.module.rules) === 0)
    reporter.panic("webpack: found no CSS modules loader to configure (has Gatsby changed its rules?)");
  if (!sourceMapsEnabled()) config.devtool = false;
  if (stage === "build-javascript") {
    try {
      config.optimization = {
        ...config.optimization,
        minimizer: splitMinimizers(config.optimization?.minimizer ?? [], ESBUILD_TARGET),
      };
      splitCssByUsers(config.optimization.splitChunks);
    } catch (e) {
      reporter.panic(`webpack: ${(e as Error).message} (has Gatsby changed its optimization settings?)`);
    }
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
    // Gatsby names lazy chunks "[name]-[contenthash].js", and a page component's name spells the
    // whole MDX path; the webpack runtime every page loads maps each chunk to its file name, so
    // those long names weigh on every first load. Gatsby finds chunks through its stats
    // (chunk-map.json), not through the file names, so the hash alone is enough.
    if (patchEnabled("scriptsSlice")) {
      config.output.chunkFilename = "[contenthash].js";
      config.plugins.push(new RewriteChunkMapAndScripts());
    }
  }
  actions.replaceWebpackConfig(config);
}

/**
 * `gatsby develop` compiles a page component (a template or a page of src/pages) when the browser
 * first asks for it, not all of them before the server is ready: webpack's lazy compilation of
 * dynamic imports (Gatsby loads page components through them), limited to page components so
 * the site's own lazy parts (search modal, zoom) stay as they are. Two are compiled with the
 * bundle: the doc template, which renders every docs page (the page a writer opens), and the 404
 * page, which Gatsby's develop runtime loads beside every page: a lazy compile rebuilds the whole
 * development bundle once more, which took longer than compiling them up front.
 */
const EAGER_PAGE_COMPONENTS = [/[\\/]src[\\/]templates[\\/]doc\.tsx$/, /[\\/]src[\\/]pages[\\/]404\.tsx$/];

function lazyPageComponents(config: { experiments?: Record<string, unknown> }): void {
  const pageComponent = /[\\/]src[\\/](templates|pages)[\\/]/;
  config.experiments = {
    ...config.experiments,
    lazyCompilation: {
      entries: false,
      imports: true,
      test: (module: { nameForCondition?: () => string | null }) => {
        const file = module.nameForCondition?.() ?? "";
        return pageComponent.test(file) && !EAGER_PAGE_COMPONENTS.some((eager) => eager.test(file));
      },
    },
  };
}
