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
const manifest = () => JSON.parse(readFileSync(path.join(publicDir, "search", "manifest.json"), "utf8")) as { index: string; modalCss: string };
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
    expect(r).toMatchObject({ records: 1, parts: 32, unchanged: false });
    const m = manifest();
    const main = JSON.parse(readFileSync(path.join(publicDir, m.index), "utf8")) as { parts: string[] };
    for (const url of [m.index, m.modalCss, ...main.parts]) expect(existsSync(path.join(publicDir, url)), url).toBe(true);
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
