import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { htmlFiles, htmlPages } from "../../src/node/postBuild/publicHtml";

describe("built HTML", () => {
  it("contains no NUL bytes (React's streaming renderer inserts them in CJK text; the build strips them)", () => {
    const withNul = htmlFiles("public")
      .filter((p) => readFileSync(p.file).includes(0))
      .map((p) => p.urlPath);
    expect(withNul).toEqual([]);
  });

  it("declares the language and the charset on every page", () => {
    for (const p of htmlPages("public")) {
      const head = readFileSync(p.file, "utf8").slice(0, 400);
      expect(head, p.urlPath).toContain('<html lang="zh-Hans"');
      expect(head, p.urlPath).toContain('<meta charSet="utf-8"/>');
    }
  });
});

describe("built HTML validity", () => {
  it("puts no aria-label on a generic <span> or <div> (not allowed without a role)", () => {
    const bad: string[] = [];
    for (const p of htmlPages("public")) {
      const html = readFileSync(p.file, "utf8");
      for (const m of html.matchAll(/<(span|div)\b([^>]*)>/g)) {
        if (/\saria-label=/.test(m[2]) && !/\srole=/.test(m[2]))
          bad.push(`${p.urlPath}: <${m[1]}${m[2].slice(0, 80)}>`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("blog feeds", () => {
  it("RSS item authors are e-mail addresses or dc:creator names (RSS 2.0)", () => {
    const rss = readFileSync("public/blog/rss.xml", "utf8");
    expect(rss).toContain("<dc:creator>");
    for (const m of rss.matchAll(/<author>([^<]*)<\/author>/g)) expect(m[1]).toMatch(/^[^\s@]+@[^\s@]+ \(.+\)$/);
  });
});
