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
 * constant changed when the develop machine first requires it. If the file moves or the
 * constant's line is not there, this throws at start (tests/unit/mutationBatch.test.ts).
 * Plain CommonJS: Node requires it before any TypeScript support exists.
 */
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");

/** Gatsby's line, and ours. */
const GATSBY_LINE = "const NODE_MUTATION_BATCH_TIMEOUT = 500;";
const BATCH_TIMEOUT_MS = 50;

/** @param {string} siteRoot */
function waitingMachinePath(siteRoot) {
  return require.resolve("gatsby/dist/state-machines/waiting/index.js", { paths: [siteRoot] });
}

/**
 * Gatsby's waiting machine's source with the shorter wait. Throws when the line is not there.
 * @param {string} source
 * @param {string} file for the message
 */
function shortenBatchTimeout(source, file) {
  if (!source.includes(GATSBY_LINE))
    throw new Error(
      `${file}: no "${GATSBY_LINE}" (has Gatsby changed how develop batches node changes? see src/node/frameworkPatches/mutationBatch.cjs, or set ARCADIA_FRAMEWORK_PATCHES=-mutationBatch)`,
    );
  return source.replace(GATSBY_LINE, `const NODE_MUTATION_BATCH_TIMEOUT = ${BATCH_TIMEOUT_MS};`);
}

/**
 * Puts the shortened module in the require cache (once a process). It is compiled when first
 * required, not here: this runs in every process Gatsby starts (its workers too, which never
 * require it), and the module's imports (Gatsby's redux store, its worker messaging) must load
 * in Gatsby's order.
 * @param {string} siteRoot
 */
function install(siteRoot) {
  const file = waitingMachinePath(siteRoot);
  if (require.cache[file]) return;
  const patched = new Module(file);
  patched.filename = file;
  // @ts-expect-error: Module._nodeModulePaths is Node's internal lookup list, not in @types/node.
  patched.paths = Module._nodeModulePaths(path.dirname(file));
  const source = shortenBatchTimeout(fs.readFileSync(file, "utf8"), file);
  // Node's require returns a cached module's `exports`: the first read compiles the module.
  Object.defineProperty(patched, "exports", {
    configurable: true,
    get() {
      Object.defineProperty(patched, "exports", { configurable: true, writable: true, value: {} });
      // @ts-expect-error: Module#_compile is Node's internal loader step, not in @types/node.
      patched._compile(source, file);
      return patched.exports;
    },
  });
  patched.loaded = true;
  require.cache[file] = patched;
}

module.exports = { BATCH_TIMEOUT_MS, install, shortenBatchTimeout, waitingMachinePath };
