// Webpack's build dependencies: the compiled gatsby-node gives way to its sources, less the
// label table (src/node/frameworkPatches/buildDependencies.ts). The real effect, a label edit that keeps
// webpack's cache, is checked by a real build in tests/build/badContent.mjs.
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildDependenciesFromSources,
  siteSourcesOfCompiledFiles,
} from "../../src/node/frameworkPatches/buildDependencies";

const site = process.cwd();
const abs = (f: string) => path.join(site, f);

describe("webpack build dependencies", () => {
  const sources = siteSourcesOfCompiledFiles(site);

  it("lists the sources of the compiled gatsby-node and gatsby-config, labels among them", () => {
    for (const f of [
      "gatsby-node.ts",
      "gatsby-config.ts",
      "src/node/webpack/configure.ts",
      "src/lib/mdx/pipeline.ts",
      "src/lib/mdx/admonitionTitles.ts",
      "src/config/labels.ts",
    ])
      expect(sources).toContain(abs(f));
    expect(sources.some((f) => f.includes("node_modules"))).toBe(false);
  });

  it("replaces the compiled gatsby-node with those sources, less labels.ts, and keeps Gatsby's own entries", () => {
    const gatsbyConfig = abs("node_modules/gatsby/dist/utils/webpack.config.js");
    const mdxPlugin = abs("node_modules/gatsby-plugin-mdx/gatsby-node.js");
    const cache = {
      type: "filesystem",
      buildDependencies: { config: [gatsbyConfig, abs(".cache/compiled/gatsby-node.js"), mdxPlugin] },
    };
    expect(buildDependenciesFromSources(cache, site, () => sources)).toBe(1);
    const deps = cache.buildDependencies.config;
    expect(deps).toContain(gatsbyConfig);
    expect(deps).toContain(mdxPlugin);
    expect(deps).toContain(abs("src/node/webpack/configure.ts"));
    expect(deps).toContain(abs("src/lib/mdx/admonitionTitles.ts"));
    expect(deps).toContain(abs("package-lock.json"));
    expect(deps).not.toContain(abs(".cache/compiled/gatsby-node.js"));
    expect(deps).not.toContain(abs("src/config/labels.ts"));
  });

  it("leaves a stage without a persistent cache as it is", () => {
    expect(buildDependenciesFromSources(false, site, () => sources)).toBe(0);
    expect(buildDependenciesFromSources({}, site, () => sources)).toBe(0);
  });

  it("fails loudly when the cache's build dependencies name no compiled file (Gatsby changed)", () => {
    const cache = { buildDependencies: { config: ["/x/webpack.config.js"] } };
    expect(() => buildDependenciesFromSources(cache, site, () => sources)).toThrow(
      /no longer lists its compiled gatsby-node.*ARCADIA_FRAMEWORK_PATCHES=-buildDependencies/,
    );
    expect(cache.buildDependencies.config).toEqual(["/x/webpack.config.js"]);
  });
});
