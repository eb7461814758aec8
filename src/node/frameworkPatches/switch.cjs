// @ts-check
/**
 * The one switch for the patches that reach into private internals of Gatsby, webpack or Node's
 * module loader (docs/BUILD-PERFORMANCE.md lists each, with what it depends on). After an
 * upgrade, `ARCADIA_FRAMEWORK_PATCHES=off npm run build` builds through public APIs only: if that
 * build works and the default one does not, a patch broke, not Gatsby. A comma list of names,
 * each prefixed with "-", turns off only those (for measuring one patch).
 * Plain CommonJS: scripts/gatsby.mjs's preload reads it before any TypeScript support exists.
 */

/** Every patch, by the name the switch takes. */
const FRAMEWORK_PATCHES = Object.freeze([
  "compileGatsbyFiles",
  "queryFiles",
  "babelToEsbuild",
  "scriptsSlice",
  "developShell",
  "buildDependencies",
  "lockfileBuildDependencies",
  "unfinishedBuild",
  "mutationBatch",
  "pageDataWait",
]);

/** The environment variable (read by src/config/env.ts, and by the preload in Node). */
const SWITCH = "ARCADIA_FRAMEWORK_PATCHES";

/**
 * @param {string} name one of FRAMEWORK_PATCHES
 * @param {string | undefined} setting the variable's value: unset or "on", "off", or "-a,-b"
 */
function patchEnabled(name, setting) {
  if (!FRAMEWORK_PATCHES.includes(name)) throw new Error(`unknown framework patch "${name}"`);
  const value = (setting ?? "").trim();
  if (value === "" || value === "on") return true;
  if (value === "off") return false;
  const off = value.split(",").map((s) => s.trim());
  const unknown = off.filter((s) => !s.startsWith("-") || !FRAMEWORK_PATCHES.includes(s.slice(1)));
  if (unknown.length)
    throw new Error(`${SWITCH}=${value}: expected "on", "off" or a list of -name from ${FRAMEWORK_PATCHES.join(", ")}`);
  return !off.includes(`-${name}`);
}

module.exports = { FRAMEWORK_PATCHES, SWITCH, patchEnabled };
