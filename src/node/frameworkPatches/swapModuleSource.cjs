// @ts-check
/**
 * The shared step of the patches that change a line of one of Gatsby's modules (mutationBatch,
 * pageDataWait): under the module's own path in Node's require cache, a module that compiles the
 * changed source when it is first required. Not before: this runs in every process Gatsby starts
 * (its workers too, which may never require it), and the module's imports must load in Gatsby's
 * order. Plain CommonJS: Node requires it before any TypeScript support exists.
 */
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");

/**
 * @param {string} file the module's resolved path
 * @param {(source: string, file: string) => string} change the new source (throws when it cannot apply)
 */
function swapModuleSource(file, change) {
  if (require.cache[file]) return;
  const patched = new Module(file);
  patched.filename = file;
  // @ts-expect-error: Module._nodeModulePaths is Node's internal lookup list, not in @types/node.
  patched.paths = Module._nodeModulePaths(path.dirname(file));
  // Read and changed now, so a missing line fails at start rather than when develop needs it.
  const source = change(fs.readFileSync(file, "utf8"), file);
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

/**
 * A change of one line, for swapModuleSource: throws, naming the file, the patch and the switch,
 * when Gatsby's line is not there.
 * @param {string} gatsbyLine
 * @param {string} ourLine
 * @param {string} patch the switch's name for the patch
 * @param {string} what the behaviour the line sets, for the message
 * @returns {(source: string, file: string) => string}
 */
function replaceLine(gatsbyLine, ourLine, patch, what) {
  return (source, file) => {
    if (!source.includes(gatsbyLine))
      throw new Error(
        `${file}: no "${gatsbyLine}" (has Gatsby changed ${what}? see src/node/frameworkPatches/${patch}.cjs, or set ARCADIA_FRAMEWORK_PATCHES=-${patch})`,
      );
    return source.replace(gatsbyLine, ourLine);
  };
}

/**
 * A patch that changes one line of one of Gatsby's modules: where the module is, the change, and
 * its install (once a process, from esbuildGatsbyFiles.register.cjs).
 * @param {{ module: string, gatsbyLine: string, ourLine: string, patch: string, what: string }} spec
 *   `module` as required from the site ("gatsby/dist/..."); `what` the behaviour the line sets
 */
function lineChangePatch(spec) {
  /** @param {string} siteRoot */
  const modulePath = (siteRoot) => require.resolve(spec.module, { paths: [siteRoot] });
  const change = replaceLine(spec.gatsbyLine, spec.ourLine, spec.patch, spec.what);
  /** @param {string} siteRoot */
  const install = (siteRoot) => swapModuleSource(modulePath(siteRoot), change);
  return { modulePath, change, install };
}

module.exports = { lineChangePatch, replaceLine, swapModuleSource };
