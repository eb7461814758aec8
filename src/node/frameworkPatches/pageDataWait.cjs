// @ts-check
/**
 * `gatsby develop` answers a request for a page's data, when its query has yet to run, by waiting
 * for the event that the data was written, or else checking again every 5 s (RETRY_INTERVAL in
 * Gatsby's utils/get-page-data.js, a constant with no setting). The develop runtime holds the
 * first render until the data of its own 404 page arrives too, and on a start with a cache that
 * page's write was not announced to the waiting request: the first page showed 5 s after its own
 * data. This loads Gatsby's module checking again every 250 ms; the total wait before Gatsby gives
 * up is unchanged.
 *
 * How it reaches in: as mutationBatch.cjs, from esbuildGatsbyFiles.register.cjs, with
 * swapModuleSource.cjs. If the file moves or the line is not there, this throws at start
 * (tests/unit/pageDataWait.test.ts).
 */
const { lineChangePatch } = require("./swapModuleSource.cjs");

const RETRY_INTERVAL_MS = 250;

const { modulePath, change, install } = lineChangePatch({
  module: "gatsby/dist/utils/get-page-data.js",
  gatsbyLine: "const RETRY_INTERVAL = 5 * 1000;",
  ourLine: `const RETRY_INTERVAL = ${RETRY_INTERVAL_MS};`,
  patch: "pageDataWait",
  what: "how develop waits for page data",
});

module.exports = {
  RETRY_INTERVAL_MS,
  install,
  pageDataModulePath: modulePath,
  shortenRetryInterval: change,
};
