#!/usr/bin/env node
// Gatsby's command line (`node scripts/gatsby.mjs build|develop|serve|clean …`, what the npm
// scripts run), with gatsby-config.ts and gatsby-node.ts compiled by esbuild instead of Parcel
// (src/node/esbuildGatsbyFiles.cjs), unless ARCADIA_FRAMEWORK_PATCHES turns it off. NODE_OPTIONS
// carries the hook to the processes Gatsby starts (`gatsby develop` runs in a child process).
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const hook = path.join(
  path.dirname(path.dirname(fileURLToPath(import.meta.url))),
  "src",
  "node",
  "esbuildGatsbyFiles.register.cjs",
);
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--require ${JSON.stringify(hook)}`].filter(Boolean).join(" ");
require(hook);
require("gatsby/cli.js");
