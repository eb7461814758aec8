// Required by Node before Gatsby (scripts/gatsby.mjs puts it in NODE_OPTIONS), in every process
// Gatsby starts: gatsby-config.ts and gatsby-node.ts compiled by esbuild instead of Parcel
// (./esbuildGatsbyFiles.cjs), develop's shorter wait after a content change (./mutationBatch.cjs)
// and for a page's data (./pageDataWait.cjs), unless the framework patches are switched off
// (./switch.cjs).
const { patchEnabled, SWITCH } = require("./switch.cjs");
if (patchEnabled("compileGatsbyFiles", process.env[SWITCH])) require("./esbuildGatsbyFiles.cjs").install(process.cwd());
if (patchEnabled("mutationBatch", process.env[SWITCH])) require("./mutationBatch.cjs").install(process.cwd());
if (patchEnabled("pageDataWait", process.env[SWITCH])) require("./pageDataWait.cjs").install(process.cwd());
