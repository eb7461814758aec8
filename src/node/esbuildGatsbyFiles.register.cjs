// Required by Node before Gatsby (scripts/gatsby.mjs puts it in NODE_OPTIONS): gatsby-config.ts
// and gatsby-node.ts compiled by esbuild instead of Parcel (./esbuildGatsbyFiles.cjs).
require("./esbuildGatsbyFiles.cjs").install(process.cwd());
