import { describe, expect, it } from "vitest";
import { isSitePath } from "../../src/search/browser/recentSearches";

describe("isSitePath", () => {
  it("accepts the site's own paths, with a query or a fragment", () => {
    for (const url of ["/", "/docs/cli", "/docs/cli/config/envm#用法", "/search?q=a%20b", "/blog/tags/教程"])
      expect(isSitePath(url), url).toBe(true);
  });

  it("refuses whatever a browser would send to another host or scheme", () => {
    for (const url of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ /x",
      "/docs\\..\\x",
      "\\\\evil",
      "javascript:alert(1)",
      "https://evil.example/",
      " /docs",
      "docs",
      "",
    ]) {
      expect(isSitePath(url), JSON.stringify(url)).toBe(false);
    }
  });
});
