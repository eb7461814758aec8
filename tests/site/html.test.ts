import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { htmlFiles, htmlPages } from "../../src/node/publicHtml";

describe("built HTML", () => {
  it("contains no NUL bytes (React's streaming renderer inserts them in CJK text; the build strips them)", () => {
    const withNul = htmlFiles("public").filter((p) => readFileSync(p.file).includes(0)).map((p) => p.urlPath);
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
