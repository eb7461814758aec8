/**
 * Every environment variable the site reads, in one place. GATSBY_* values are read with
 * literal `process.env.GATSBY_…` expressions, which webpack replaces at build time; the others
 * are read only in Node (gatsby-config, gatsby-node).
 */

/** Browser-visible settings (inlined into the bundle). */
export const publicEnv = {
  gaMeasurementId: process.env.GATSBY_GA_MEASUREMENT_ID || null,
  docSearch: {
    appId: process.env.GATSBY_DOCSEARCH_APP_ID || null,
    apiKey: process.env.GATSBY_DOCSEARCH_API_KEY || null,
    indexName: process.env.GATSBY_DOCSEARCH_INDEX_NAME || null,
  },
};

/** Build-only settings. */
export const buildEnv = {
  /** The public origin of the site (canonical URLs, sitemap, feeds). */
  siteUrl: () => process.env.SITE_URL || null,
  /** Test builds add the fixture docs and the crash page. */
  testPages: () => process.env.ARCADIA_TEST_PAGES === "1",
  isProduction: () => process.env.NODE_ENV === "production",
  /** Production source maps, off unless SOURCE_MAPS=1 (they cost build time and nobody reads them). */
  sourceMaps: () => process.env.SOURCE_MAPS === "1",
};

/** The hosted DocSearch settings, when all three are set. */
export function hostedSearchConfig(env = publicEnv.docSearch): { appId: string; apiKey: string; indexName: string } | null {
  return env.appId && env.apiKey && env.indexName ? { appId: env.appId, apiKey: env.apiKey, indexName: env.indexName } : null;
}
