import { docsVersion } from "../../src/config/versions";
/** writeSearchFiles over a small built site: what it writes, and what a later build keeps. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { writeSearchFiles } from "../../src/search/build/writeSearchFiles";

const pageHtml = (text: string, build = "aaaa") =>
  `<html><head><title>x</title></head><body><main><article data-search-area="命令（CLI）"><h1>run</h1><div class="markdown"><p>${text}</p></div></article></main><script>window.___webpackCompilationHash="${build}";</script></body></html>`;

let root = "";
let publicDir = "";
let lastBuild = "";
const write = (text: string, build?: string) => {
  mkdirSync(path.join(publicDir, "docs", "run"), { recursive: true });
  writeFileSync(path.join(publicDir, "docs", "run", "index.html"), pageHtml(text, build));
};
const manifest = () =>
  JSON.parse(readFileSync(path.join(publicDir, "search", "manifest.json"), "utf8")) as {
    index: string;
    modalCss: string;
  };
const searchFiles = () => readdirSync(path.join(publicDir, "search")).sort();

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "search-files-"));
  publicDir = path.join(root, "public");
  lastBuild = path.join(root, "cache", "search-index.json");
});

describe("search files across builds", () => {
  it("writes the manifest, the main file, its parts and the stylesheet", () => {
    write("运行代码文件。");
    const r = writeSearchFiles(publicDir, {}, lastBuild);
    expect(r).toMatchObject({ records: 1, unchanged: false });
    // The page is a docs page of the latest: its index is the one at /search.
    expect(r.versions.find((v) => v.dir === "search")).toMatchObject({ records: 1, parts: 128, unchanged: false });
    const m = manifest();
    const main = JSON.parse(readFileSync(path.join(publicDir, m.index), "utf8")) as {
      parts: string[];
      textFiles: string[];
    };
    for (const url of [m.index, m.modalCss, ...main.parts, ...main.textFiles])
      expect(existsSync(path.join(publicDir, url)), url).toBe(true);
  });

  it("writes the page's text in its own file, named by its content, and none in the main file", () => {
    write("运行代码文件。");
    writeSearchFiles(publicDir, {}, lastBuild);
    const mainJson = readFileSync(path.join(publicDir, manifest().index), "utf8");
    expect(mainJson).not.toContain("运行代码文件");
    const { textFiles } = JSON.parse(mainJson) as { textFiles: string[] };
    expect(textFiles).toHaveLength(1);
    expect(textFiles[0]).toMatch(/^\/search\/index\.[0-9a-f]{12}\.json$/);
    expect(JSON.parse(readFileSync(path.join(publicDir, textFiles[0]), "utf8"))).toEqual(["运行代码文件。"]);
  });

  it("keeps everything when the pages are the same (a new build id is not a change)", () => {
    write("运行代码文件。", "aaaa");
    writeSearchFiles(publicDir, {}, lastBuild);
    const before = searchFiles();
    write("运行代码文件。", "bbbb");
    expect(writeSearchFiles(publicDir, {}, lastBuild)).toMatchObject({ records: 1, unchanged: true });
    expect(searchFiles()).toEqual(before);
  });

  it("rebuilds when a page's text or a page's keywords change, and removes the files of the last build", () => {
    write("运行代码文件。");
    writeSearchFiles(publicDir, {}, lastBuild);
    const first = manifest().index;
    write("运行脚本文件。");
    expect(writeSearchFiles(publicDir, {}, lastBuild).unchanged).toBe(false);
    const second = manifest().index;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(publicDir, first))).toBe(false);
    expect(writeSearchFiles(publicDir, { "/docs/run": { keywords: ["脚本"] } }, lastBuild).unchanged).toBe(false);
  });

  it("rebuilds when a file it wrote is gone (public/ cleaned, .cache kept)", () => {
    write("运行代码文件。");
    writeSearchFiles(publicDir, {}, lastBuild);
    const gone = path.join(publicDir, manifest().modalCss);
    rmSync(gone);
    expect(writeSearchFiles(publicDir, {}, lastBuild).unchanged).toBe(false);
    expect(existsSync(gone)).toBe(true);
  });
});

describe("one index per docs version", () => {
  const versions = [
    docsVersion({ name: "next", label: "next", isLast: false }),
    docsVersion({ name: "1.0.0-beta.10", label: "1.0.0-beta.10", isLast: true }),
    docsVersion({ name: "1.0.0-beta.9", label: "1.0.0-beta.9", isLast: false }),
  ];
  // A built docs page names its version on <html>, as the docs templates' Head writes it.
  const versionOf: Record<string, string> = {
    "docs/run": "1.0.0-beta.10",
    "docs/next/run": "next",
    "docs/1.0.0-beta.9/run": "1.0.0-beta.9",
  };
  const writePage = (route: string, text: string) => {
    mkdirSync(path.join(publicDir, route), { recursive: true });
    const html = pageHtml(text);
    writeFileSync(
      path.join(publicDir, route, "index.html"),
      versionOf[route] ? html.replace("<html>", `<html data-docs-version="${versionOf[route]}">`) : html,
    );
  };
  const manifestAt = (dir: string) =>
    JSON.parse(readFileSync(path.join(publicDir, dir, "manifest.json"), "utf8")) as { index: string; modalCss: string };
  const routesIn = (dir: string) =>
    (JSON.parse(readFileSync(path.join(publicDir, manifestAt(dir).index), "utf8")) as { pages: [string][] }).pages
      .map((p) => p[0])
      .sort();

  beforeEach(() => {
    writePage("docs/run", "最新版的运行。");
    writePage("docs/next/run", "下一版的运行。");
    writePage("docs/1.0.0-beta.9/run", "旧版的运行。");
    writePage("blog/hello", "博客文章。");
  });

  it("puts each docs page in its own version's index, and every other page in the latest's", () => {
    const r = writeSearchFiles(publicDir, {}, lastBuild, versions);
    expect(routesIn("search")).toEqual(["/blog/hello", "/docs/run"]);
    expect(routesIn("search/next")).toEqual(["/docs/next/run"]);
    expect(routesIn("search/1.0.0-beta.9")).toEqual(["/docs/1.0.0-beta.9/run"]);
    expect(r.versions.map((v) => [v.version, v.dir, v.records])).toEqual([
      ["next", path.join("search", "next"), 1],
      ["1.0.0-beta.10", "search", 2],
      ["1.0.0-beta.9", path.join("search", "1.0.0-beta.9"), 1],
    ]);
    // The index files of a version live in its folder; the one stylesheet in the latest's.
    const next = manifestAt("search/next");
    expect(next.index.startsWith("/search/next/index.")).toBe(true);
    expect(next.modalCss).toBe(manifestAt("search").modalCss);
    const main = JSON.parse(readFileSync(path.join(publicDir, next.index), "utf8")) as { parts: string[] };
    expect(main.parts.every((u) => u.startsWith("/search/next/") && existsSync(path.join(publicDir, u)))).toBe(true);
  });

  it("rewrites only the version whose pages or keywords changed", () => {
    writeSearchFiles(publicDir, {}, lastBuild, versions);
    const latest = readdirSync(path.join(publicDir, "search")).sort();
    writePage("docs/next/run", "下一版的运行，改过了。");
    const r = writeSearchFiles(publicDir, {}, lastBuild, versions);
    expect(r.versions.map((v) => [v.version, v.unchanged])).toEqual([
      ["next", false],
      ["1.0.0-beta.10", true],
      ["1.0.0-beta.9", true],
    ]);
    expect(r.unchanged).toBe(false);
    expect(readdirSync(path.join(publicDir, "search")).sort()).toEqual(latest);
    const k = writeSearchFiles(publicDir, { "/docs/1.0.0-beta.9/run": { keywords: ["旧"] } }, lastBuild, versions);
    expect(k.versions.map((v) => v.unchanged)).toEqual([true, true, false]);
    expect(
      writeSearchFiles(publicDir, { "/docs/1.0.0-beta.9/run": { keywords: ["旧"] } }, lastBuild, versions).unchanged,
    ).toBe(true);
  });

  it("removes the folder of a version no longer listed, and keeps the search page's own files", () => {
    writeSearchFiles(publicDir, {}, lastBuild, versions);
    writeFileSync(path.join(publicDir, "search", "index.html"), "<html></html>");
    writeSearchFiles(publicDir, {}, lastBuild, versions.slice(0, 2));
    expect(existsSync(path.join(publicDir, "search", "1.0.0-beta.9"))).toBe(false);
    expect(existsSync(path.join(publicDir, "search", "next", "manifest.json"))).toBe(true);
    expect(existsSync(path.join(publicDir, "search", "index.html"))).toBe(true);
    // Its pages now belong to no listed version: they are docs of the latest by their route's shape.
    expect(routesIn("search")).toContain("/docs/1.0.0-beta.9/run");
  });
});
