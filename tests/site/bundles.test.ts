/**
 * The production webpack tweaks (src/node/webpack/tweaks.ts, src/node/frameworkPatches/scriptsSlice.ts) over the real build: short chunk
 * and class names, and a chunk map that still lets Gatsby prefetch each page's component.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const chunkMap = JSON.parse(readFileSync("public/chunk-map.json", "utf8")) as Record<string, string[]>;
const stats = JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) as {
  namedChunkGroups: Record<string, unknown>;
};

describe("built bundles", () => {
  it("the chunk map names the existing files of every page component and of the app", () => {
    const components = Object.keys(stats.namedChunkGroups).filter((name) => name.startsWith("component---"));
    // Content is data: the page components are the templates and src/pages, however many pages.
    expect(components).toContain("component---src-templates-doc-tsx");
    expect(components).toContain("component---src-templates-blog-post-tsx");
    expect(components.filter((c) => /mdx/.test(c))).toEqual([]);
    for (const name of [...components, "app"]) {
      expect(chunkMap[name]?.length, name).toBeGreaterThan(0);
      for (const file of chunkMap[name]) expect(existsSync(path.join("public", file)), file).toBe(true);
    }
  });

  it("every page inlines that chunk map, so hovering a link can prefetch the page's code", () => {
    const html = readFileSync("public/docs/index.html", "utf8");
    const inlined = html.match(/window\.___chunkMapping=("(?:[^"\\]|\\.)*")/);
    expect(inlined).not.toBeNull();
    expect(JSON.parse(JSON.parse(inlined![1]) as string)).toEqual(chunkMap);
  });

  it("lazy chunks are named by their hash alone, which keeps the runtime's chunk table small", () => {
    const lazy = readdirSync("public").filter((f) => /^[0-9a-f]{20}\.js$/.test(f));
    expect(lazy.length).toBeGreaterThan(10);
    expect(readdirSync("public").filter((f) => f.startsWith("component---") && f.endsWith(".js"))).toEqual([]);
  });

  it("pages request Gatsby's scripts from the after-paint loader, not from script tags", () => {
    for (const page of [
      "public/index.html",
      "public/docs/cli/script/run/index.html",
      "public/blog/welcome/index.html",
    ]) {
      const html = readFileSync(page, "utf8");
      expect(html, page).not.toMatch(/<script[^>]+src="\/(app|framework|webpack-runtime)-/);
      const loader = html.match(/var srcs=(\[[^\]]*\])/);
      expect(loader, page).not.toBeNull();
      const srcs = JSON.parse(loader![1]) as string[];
      expect(srcs.map((s) => s.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"]);
      for (const src of srcs) expect(existsSync(path.join("public", src)), src).toBe(true);
    }
  });

  it("no GraphQL reaches the browser: Gatsby's Babel plugin still strips queries and fragments where esbuild compiles the rest", () => {
    const scripts = readdirSync("public").filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    for (const f of scripts)
      expect(readFileSync(path.join("public", f), "utf8"), f).not.toMatch(/\b(query|fragment) [A-Z]\w*[ (]/);
  });

  it("page data and the doc template carry Chinese text as UTF-8, not as \\uXXXX escapes (twice the bytes)", () => {
    const data = readFileSync("public/page-data/docs/cli/script/run/page-data.json", "utf8");
    expect(data).toContain("运行一个代码文件");
    expect(data).not.toMatch(/\\u[89][0-9A-F]{3}/i);
    const stats = JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) as {
      assetsByChunkName: Record<string, string[]>;
    };
    const template = stats.assetsByChunkName["component---src-templates-doc-tsx"]
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(path.join("public", f), "utf8"))
      .join("");
    expect(template).toMatch(/[\u4e00-\u9fff]/);
    expect(template).not.toMatch(/\\u[4-9][0-9A-F]{3}/i);
  });

  it("the HTML renderer carries no fetch polyfill: Node's own fetch is there", () => {
    // Gatsby's renderer of the pages (.cache/page-ssr/routes/render-page.js), left by the build.
    const renderer = readFileSync(".cache/page-ssr/routes/render-page.js", "utf8");
    expect(renderer).toContain("renderToPipeableStream");
    // node-fetch's own error class and whatwg-url's Unicode tables (tr46).
    expect(renderer).not.toContain("FetchError");
    expect(renderer).not.toMatch(/xn--/);
  });

  it("CSS module classes are short hashes in the HTML, global classes keep their names", () => {
    const html = readFileSync("public/docs/cli/index.html", "utf8");
    expect(html).not.toContain("-module--");
    expect(html).toContain('class="markdown');
  });
});

describe("CSS follows the components that use it", () => {
  const assets = (
    JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) as { assetsByChunkName: Record<string, string[]> }
  ).assetsByChunkName;
  const cssOf = (group: string) => (assets[group] ?? []).filter((f) => f.endsWith(".css")).map((f) => `/${f}`);
  const groupOf = (suffix: string) => Object.keys(assets).find((g) => g.endsWith(suffix))!;
  const inlined = (page: string) =>
    [...readFileSync(page, "utf8").matchAll(/<style[^>]*data-href="([^"]+)"/g)].map((m) => m[1]);

  it("there is no one stylesheet of every style", () => {
    expect(readdirSync("public").filter((f) => /^styles\..*\.css$/.test(f))).toEqual([]);
  });

  it("each page inlines exactly the CSS of the shell (in the app, kept across navigations) and of its own page component", () => {
    for (const [page, suffix] of [
      ["public/docs/cli/script/run/index.html", "component---src-templates-doc-tsx"],
      ["public/index.html", "component---src-pages-index-tsx"],
      ["public/blog/welcome/index.html", "component---src-templates-blog-post-tsx"],
    ]) {
      const own = cssOf(groupOf(suffix));
      expect(own.length, page).toBeGreaterThan(0);
      const expected = [...cssOf("app"), ...own];
      expect(inlined(page).sort(), page).toEqual(expected.sort());
    }
  });

  it("a docs page carries none of the home page's, the blog's or the search page's own styles", () => {
    // The stylesheets only those pages use: theirs, less the app's and the docs page's own.
    const docsOwn = new Set([...cssOf("app"), ...cssOf(groupOf("component---src-templates-doc-tsx"))]);
    const others = [
      groupOf("component---src-pages-index-tsx"),
      groupOf("component---src-pages-search-tsx"),
      groupOf("component---src-templates-blog-post-tsx"),
    ]
      .flatMap(cssOf)
      .filter((f) => !docsOwn.has(f));
    expect(others.length).toBeGreaterThan(0);
    expect(inlined("public/docs/cli/script/run/index.html").filter((f) => others.includes(f))).toEqual([]);
  });

  it("without the hosted search service, DocSearch's modal is left out: no script holds its markup", () => {
    const scripts = readdirSync("public").filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(20);
    const withModal = scripts.filter((f) =>
      readFileSync(path.join("public", f), "utf8").includes("DocSearch-NoResults-Prefill-List"),
    );
    expect(withModal).toEqual([]);
  });
});
