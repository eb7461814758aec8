// @ts-check
/**
 * gatsby-config.ts and gatsby-node.ts compiled by esbuild instead of Parcel.
 *
 * Gatsby compiles the site's TypeScript gatsby-* files with Parcel at the start of every build
 * and of `gatsby develop`, in a worker process, into .cache/compiled/ ("compile gatsby files":
 * seconds of every build, even when nothing changed). esbuild bundles the
 * same two files with the same settings (our sources bundled, packages left to require) in a
 * tenth of a second. Gatsby then loads .cache/compiled/gatsby-config.js and gatsby-node.js as it
 * would Parcel's output.
 *
 * How it reaches in: required before Gatsby (scripts/gatsby.mjs puts it in NODE_OPTIONS), it
 * places a module of its own in Node's require cache under the path of Gatsby's
 * utils/parcel/compile-gatsby-files.js, with the same exports: compileGatsbyFiles is ours, the
 * path helpers are copies of Gatsby's, Parcel's own are loaded from Gatsby's file if asked for.
 * A site with local plugins (plugins/) keeps Parcel. If Gatsby moves that file or changes its
 * exports, this throws at start; tests/unit/esbuildGatsbyFiles.test.ts compares the copies with
 * Gatsby's and compiles real files both ways.
 * Plain CommonJS: Node requires it before any TypeScript support exists.
 */
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");

/** The exports of Gatsby's compile-gatsby-files.js this module stands in for. */
const GATSBY_EXPORTS = [
  "COMPILED_CACHE_DIR",
  "PARCEL_CACHE_DIR",
  "compileGatsbyFiles",
  "constructParcel",
  "findCompiledLocalPluginModule",
  "gatsbyFileRegex",
  "getResolvedFieldsForPlugin",
  "runParcel",
];

/** The site's gatsby-* files Gatsby would compile, by output name. */
const ENTRIES = ["gatsby-config", "gatsby-node"];

/** @param {string} siteRoot */
function gatsbyModulePath(siteRoot) {
  return require.resolve("gatsby/dist/utils/parcel/compile-gatsby-files.js", { paths: [siteRoot] });
}

/**
 * Gatsby's own module, compiled from its file without going through the require cache (where
 * this module stands in its place).
 * @param {string} file
 * @returns {Record<string, any>} Gatsby's exports, untyped (a compiled CommonJS file)
 */
function loadOriginal(file) {
  const original = new Module(file);
  original.filename = file;
  // @ts-expect-error: Module._nodeModulePaths is Node's internal lookup list, not in @types/node.
  original.paths = Module._nodeModulePaths(path.dirname(file));
  // @ts-expect-error: Module#_compile is Node's internal loader step, not in @types/node.
  original._compile(fs.readFileSync(file, "utf8"), file);
  return original.exports;
}

/**
 * The two entry files esbuild compiles, as Gatsby finds them (gatsby-config.ts, gatsby-node.ts).
 * @param {string} siteRoot
 */
function tsEntries(siteRoot) {
  return ENTRIES.map((name) => path.join(siteRoot, `${name}.ts`)).filter((file) => fs.existsSync(file));
}

/**
 * esbuild's errors as one message a line: "file:line:column: text".
 * @param {import("esbuild").Message[]} errors
 * @param {string} siteRoot
 */
function formatErrors(errors, siteRoot) {
  return errors
    .map((e) =>
      e.location
        ? `${path.relative(siteRoot, path.resolve(siteRoot, e.location.file))}:${e.location.line}:${e.location.column + 1}: ${e.text}`
        : e.text,
    )
    .join("\n");
}

/**
 * Bundles gatsby-config.ts and gatsby-node.ts into <siteRoot>/.cache/compiled, as Gatsby's
 * Parcel step does: our sources inlined, packages required at run time, CommonJS for Node 18+.
 * Throws with esbuild's messages (file:line:column) on a syntax error or a missing module.
 * @param {string} siteRoot
 * @param {string} outDir
 */
async function bundleGatsbyFiles(siteRoot, outDir) {
  const esbuild = require("esbuild");
  const entries = tsEntries(siteRoot);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  if (entries.length === 0) return [];
  try {
    await esbuild.build({
      entryPoints: entries,
      outdir: outDir,
      absWorkingDir: siteRoot,
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node18",
      packages: "external",
      // Parcel's output carries source maps in development only.
      sourcemap: process.env.NODE_ENV === "development",
      logLevel: "silent",
      // __dirname would name .cache/compiled, not the file's folder (Parcel rewrites it): refused.
      define: {
        __dirname: "__dirname_is_not_supported_in_gatsby_node_code",
        __filename: "__filename_is_not_supported_in_gatsby_node_code",
      },
    });
  } catch (e) {
    const errors = /** @type {{ errors?: import("esbuild").Message[] }} */ (e).errors;
    throw new Error(errors?.length ? formatErrors(errors, siteRoot) : String(e));
  }
  return entries.map((file) => path.join(outDir, `${path.basename(file, ".ts")}.js`));
}

/**
 * Gatsby's helpers this module answers itself, as Gatsby 5.16 defines them, so that reading a
 * path does not load Parcel (half a second). The unit test compares them with Gatsby's.
 */
const COMPILED_CACHE_DIR = ".cache/compiled";
/** @param {string} rootDir @param {string} pluginName @param {string} moduleName */
function findCompiledLocalPluginModule(rootDir, pluginName, moduleName) {
  const dir =
    pluginName === "default-site-plugin"
      ? `${rootDir}/${COMPILED_CACHE_DIR}`
      : `${rootDir}/${COMPILED_CACHE_DIR}/plugins/${pluginName}`;
  const file = `${dir}/${moduleName}.js`;
  return fs.existsSync(file) ? file : undefined;
}
/** @param {string} rootDir @param {string} pluginName */
function getResolvedFieldsForPlugin(rootDir, pluginName) {
  return { resolvedCompiledGatsbyNode: findCompiledLocalPluginModule(rootDir, pluginName, "gatsby-node") };
}

/**
 * Puts this module's compileGatsbyFiles in place of Gatsby's. Returns false (and changes
 * nothing) when the site has local plugins, whose gatsby-* files only Parcel's step finds.
 * Throws when Gatsby's file is not where it was or no longer looks as it did.
 * @param {string} siteRoot
 */
function install(siteRoot) {
  if (fs.existsSync(path.join(siteRoot, "plugins"))) return false;
  const file = gatsbyModulePath(siteRoot);
  if (require.cache[file]) return true;
  const source = fs.readFileSync(file, "utf8");
  const unknown = [
    ...GATSBY_EXPORTS.filter((name) => !source.includes(`exports.${name} = `)),
    ...(source.includes("const COMPILED_CACHE_DIR = `.cache/compiled`") ? [] : ["COMPILED_CACHE_DIR's value"]),
  ];
  if (unknown.length)
    throw new Error(
      `${file}: ${unknown.join(", ")} not as expected (has Gatsby changed how it compiles gatsby-config.ts? see src/node/frameworkPatches/esbuildGatsbyFiles.cjs)`,
    );
  /** @type {Record<string, any> | undefined} Gatsby's exports, loaded if Parcel's are asked for */
  let original;
  const gatsby = () => (original ??= loadOriginal(file));
  const stand = new Module(file);
  stand.filename = file;
  stand.loaded = true;
  stand.exports = {
    __esModule: true,
    COMPILED_CACHE_DIR,
    get PARCEL_CACHE_DIR() {
      return gatsby().PARCEL_CACHE_DIR;
    },
    get gatsbyFileRegex() {
      return gatsby().gatsbyFileRegex;
    },
    get constructParcel() {
      return gatsby().constructParcel;
    },
    get runParcel() {
      return gatsby().runParcel;
    },
    findCompiledLocalPluginModule,
    getResolvedFieldsForPlugin,
    compileGatsbyFiles: async (/** @type {string} */ root) => {
      try {
        await bundleGatsbyFiles(root, path.join(root, COMPILED_CACHE_DIR));
      } catch (e) {
        // Gatsby's reporter, as its own step reports Parcel's errors: a short message, then exit.
        require(require.resolve("gatsby-cli/lib/reporter", { paths: [path.dirname(file)] })).panic(
          `compile gatsby files: ${/** @type {Error} */ (e).message}`,
        );
      }
    },
  };
  require.cache[file] = stand;
  return true;
}

module.exports = {
  COMPILED_CACHE_DIR,
  GATSBY_EXPORTS,
  bundleGatsbyFiles,
  findCompiledLocalPluginModule,
  gatsbyModulePath,
  getResolvedFieldsForPlugin,
  install,
  loadOriginal,
};
