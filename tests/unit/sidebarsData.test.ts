import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import { readSidebarsFile, type SidebarConfigItem } from "../../src/lib/sidebarsData";
import { synonyms } from "../../src/search/synonyms";

/**
 * Webpack's persistent cache depends on the compiled gatsby-node (Gatsby lists it as a build
 * dependency): anything bundled into it that a writer edits makes the next build cold. The
 * sidebars are data read at build time; this bundles gatsby-node.ts as Gatsby's compile step
 * does (our sources inlined, packages left to require) and looks for them in the output.
 */
describe("the sidebars are not compiled into gatsby-node", () => {
  it("has none of the sidebar file's category descriptions or labels", async () => {
    const result = await build({
      entryPoints: ["gatsby-node.ts"],
      bundle: true,
      platform: "node",
      format: "cjs",
      packages: "external",
      charset: "utf8",
      write: false,
      logLevel: "silent",
    });
    const compiled = result.outputFiles[0].text;
    const texts: string[] = [];
    const walk = (items: SidebarConfigItem[]) =>
      items.forEach((i) => {
        if (typeof i === "string") return;
        // Labels that are also words of the code ("OpenAPI") say nothing; the Chinese ones do.
        if (/[\u4e00-\u9fff]{3,}/.test(i.label)) texts.push(i.label);
        if (i.link?.type === "generated-index") texts.push(i.link.description);
        walk(i.items);
      });
    Object.values(readSidebarsFile(process.cwd()).config).forEach(walk);
    expect(texts.length).toBeGreaterThan(10);
    // As string literals: a label may also be part of a longer sentence of the code. A word the
    // search's synonym table lists (代码仓库) is the table's own, not the sidebar's.
    const tableWords = new Set(synonyms.flatMap((s) => [...s.terms, ...(s.readers ?? [])]));
    expect(texts.filter((t) => !tableWords.has(t) && compiled.includes(JSON.stringify(t)))).toEqual([]);
  });
});
