import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { legacyHtmlRedirects } from "../../src/node/postBuild/legacyRedirects";

let dir: string;
const write = (rel: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), "<!doctype html>");
};
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "legacy-redirects-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("one 301 per built docs page, old .html URL to the clean one", () => {
  for (const rel of [
    "docs/index.html",
    "docs/about/index.html",
    "docs/cli/index.html",
    "docs/cli/script/run/index.html",
    "blog/welcome/index.html",
    "docs/cli/script/notes.txt",
    "docs/category/file-文件系统/index.html",
  ])
    write(rel);
  expect(legacyHtmlRedirects(dir)).toEqual([
    "/docs.html /docs 301",
    "/docs/about.html /docs/about 301",
    "/docs/category/file-%E6%96%87%E4%BB%B6%E7%B3%BB%E7%BB%9F.html /docs/category/file-%E6%96%87%E4%BB%B6%E7%B3%BB%E7%BB%9F 301",
    "/docs/cli.html /docs/cli 301",
    "/docs/cli/script/run.html /docs/cli/script/run 301",
  ]);
});

it("no rule where a real .html file exists, none without a docs folder", () => {
  write("docs/page/index.html");
  write("docs/page.html");
  expect(legacyHtmlRedirects(dir)).toEqual([]);
  rmSync(path.join(dir, "docs"), { recursive: true });
  expect(legacyHtmlRedirects(dir)).toEqual([]);
});
