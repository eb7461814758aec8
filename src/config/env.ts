/**
 * Every environment variable the site reads, in one place. GATSBY_* values are read with
 * literal `process.env.GATSBY_…` expressions, which webpack replaces at build time; the others
 * are read only in Node (gatsby-config, gatsby-node). One export per value, so the browser
 * bundle keeps only what browser code uses.
 */
import { parsePathPrefix } from "../lib/pathPrefix.mjs";

/** Google Analytics measurement id: analytics is on when set. */
export const gaMeasurementId = (): string | null => process.env.GATSBY_GA_MEASUREMENT_ID || null;

/**
 * The other analytics providers, each on only when its variables are set (see
 * src/lib/analyticsProviders.ts, which checks the values and fails the build on a bad one).
 */
export const analyticsEnv = () => ({
  baiduTongjiId: process.env.GATSBY_BAIDU_TONGJI_ID || null,
  umamiScriptUrl: process.env.GATSBY_UMAMI_SCRIPT_URL || null,
  umamiWebsiteId: process.env.GATSBY_UMAMI_WEBSITE_ID || null,
  plausibleScriptUrl: process.env.GATSBY_PLAUSIBLE_SCRIPT_URL || null,
  plausibleDomain: process.env.GATSBY_PLAUSIBLE_DOMAIN || null,
});

/** The hosted DocSearch settings, when all three are set. */
export function hostedSearchConfig(
  env = {
    appId: process.env.GATSBY_DOCSEARCH_APP_ID,
    apiKey: process.env.GATSBY_DOCSEARCH_API_KEY,
    indexName: process.env.GATSBY_DOCSEARCH_INDEX_NAME,
  } as Record<"appId" | "apiKey" | "indexName", string | null | undefined>,
): { appId: string; apiKey: string; indexName: string } | null {
  return env.appId && env.apiKey && env.indexName
    ? { appId: env.appId, apiKey: env.apiKey, indexName: env.indexName }
    : null;
}

/**
 * ARCADIA_PATH_PREFIX: the sub-path the site is served under ("/arcadia-docs"), "" at the root.
 * A bad value throws, naming the variable. Build only: browser code reads Gatsby's __PATH_PREFIX__.
 */
export const pathPrefixFromEnv = (): string => {
  const prefix = parsePathPrefix(process.env.ARCADIA_PATH_PREFIX);
  // `gatsby develop` serves at / whatever pathPrefix says: the files it compiles must agree.
  return process.env.gatsby_executing_command === "develop" ? "" : prefix;
};

/** Gatsby's own switch for --prefix-paths (PREFIX_PATHS=true or 1), read by its command line. */
export const prefixPathsFromEnv = (): boolean => ["true", "1"].includes(process.env.PREFIX_PATHS ?? "");

/** The public origin of the site (canonical URLs, sitemap, feeds). Build only. */
export const siteUrlFromEnv = (): string | null => process.env.SITE_URL || null;

/** Test builds add the fixture docs and the crash page. Build only. */
export const testPagesEnabled = (): boolean => process.env.ARCADIA_TEST_PAGES === "1";

export const isProductionBuild = (): boolean => process.env.NODE_ENV === "production";

/** `gatsby build` (not develop): the build marks itself unfinished until onPostBuild. */
export const isBuildCommand = (): boolean => process.env.gatsby_executing_command === "build";

/**
 * ARCADIA_DEVELOP_VERSIONS: which docs versions `gatsby develop` serves. By default only the
 * writable one (next, content/docs), the one writers edit; "all" serves every version, as the
 * build does. Build only.
 */
export const developServesAllVersions = (): boolean =>
  process.env.gatsby_executing_command !== "develop" || process.env.ARCADIA_DEVELOP_VERSIONS === "all";

/** Source maps, off unless SOURCE_MAPS=1 (they cost build and develop start time, and readers never use them). */
export const sourceMapsEnabled = (): boolean => process.env.SOURCE_MAPS === "1";

/** ARCADIA_FRAMEWORK_PATCHES: "off" builds without the framework patches (src/node/frameworkPatches/switch.cjs). Build only. */
export const frameworkPatchesSetting = (): string | undefined => process.env.ARCADIA_FRAMEWORK_PATCHES;

/**
 * GATSBY_EXPERIMENTAL_DEV_SSR: Gatsby's experimental development SSR renders pages with the
 * develop-html bundle, so the developShell patch leaves it alone (src/node/frameworkPatches/developShell.ts).
 */
export const developSsrOn = (): boolean => Boolean(process.env.GATSBY_EXPERIMENTAL_DEV_SSR);
