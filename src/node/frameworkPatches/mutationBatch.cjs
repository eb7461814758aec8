// @ts-check
/**
 * `gatsby develop` waits 500 ms after a node changes before it rebuilds, in case more changes
 * follow (its waiting state machine's NODE_MUTATION_BATCH_TIMEOUT, a constant with no setting).
 * Content is data here, so a saved MDX file is one node mutation and that wait is most of what
 * separates the save from the page showing it. This loads Gatsby's module with a shorter wait;
 * more changes still join the batch while it runs, and a full batch (100) still commits at once.
 *
 * How it reaches in: required before Gatsby (from esbuildGatsbyFiles.register.cjs, which
 * scripts/gatsby.mjs puts in NODE_OPTIONS), it places in Node's require cache, under the path of
 * Gatsby's dist/state-machines/waiting/index.js, a module that compiles that file with the
 * constant changed when the develop machine first requires it (swapModuleSource.cjs). If the
 * file moves or the constant's line is not there, this throws at start
 * (tests/unit/mutationBatch.test.ts).
 * Plain CommonJS: Node requires it before any TypeScript support exists.
 */
const { lineChangePatch } = require("./swapModuleSource.cjs");

const BATCH_TIMEOUT_MS = 50;

const { modulePath, change, install } = lineChangePatch({
  module: "gatsby/dist/state-machines/waiting/index.js",
  gatsbyLine: "const NODE_MUTATION_BATCH_TIMEOUT = 500;",
  ourLine: `const NODE_MUTATION_BATCH_TIMEOUT = ${BATCH_TIMEOUT_MS};`,
  patch: "mutationBatch",
  what: "how develop batches node changes",
});

module.exports = {
  BATCH_TIMEOUT_MS,
  install,
  shortenBatchTimeout: change,
  waitingMachinePath: modulePath,
};
