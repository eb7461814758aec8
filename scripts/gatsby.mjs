#!/usr/bin/env node
// Gatsby's command line (`node scripts/gatsby.mjs build|develop|serve|clean …`, what the npm
// scripts run), with gatsby-config.ts and gatsby-node.ts compiled by esbuild instead of Parcel
// (src/node/frameworkPatches/esbuildGatsbyFiles.cjs), unless ARCADIA_FRAMEWORK_PATCHES turns it off. NODE_OPTIONS
// carries the hook to the processes Gatsby starts (`gatsby develop` runs in a child process).
// ARCADIA_PATH_PREFIX adds --prefix-paths to `build` and `serve`.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parsePathPrefix, PATH_PREFIX_VARIABLE } from "../src/lib/pathPrefix.mjs";

const require = createRequire(import.meta.url);
const hook = path.join(
  path.dirname(path.dirname(fileURLToPath(import.meta.url))),
  "src",
  "node",
  "frameworkPatches",
  "esbuildGatsbyFiles.register.cjs",
);
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--require ${JSON.stringify(hook)}`].filter(Boolean).join(" ");
require(hook);
// ARCADIA_PATH_PREFIX set: serve under that sub-path (gatsby-config's pathPrefix). A bad value
// stops here, before Gatsby starts, with the message naming the variable.
let prefix = "";
try {
  prefix = parsePathPrefix(process.env[PATH_PREFIX_VARIABLE]);
} catch (e) {
  console.error(`error ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
const command = process.argv[2];
if (prefix && (command === "build" || command === "serve") && !process.argv.includes("--prefix-paths"))
  process.argv.push("--prefix-paths");
require("gatsby/cli.js");
