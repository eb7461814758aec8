import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFiles, htmlPages } from "../../src/node/postBuild/publicHtml";

describe("the walk over public/", () => {
  it("skips only the top-level asset folders, so a route named static is still a page", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "public-"));
    const file = (rel: string) => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), "<html></html>");
    };
    file("index.html");
    file("404.html");
    file("docs/static/index.html");
    file("docs/page-data/index.html");
    file("static/x/index.html");
    file("page-data/index.html");
    file("_media/a/index.html");
    expect(htmlPages(root).map((p) => p.urlPath)).toEqual(["/", "/docs/page-data", "/docs/static"]);
    expect(htmlFiles(root).map((p) => p.urlPath)).toEqual(["/", "/404.html", "/docs/page-data", "/docs/static"]);
  });
});
