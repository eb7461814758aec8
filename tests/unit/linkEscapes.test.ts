import { describe, expect, it } from "vitest";
import { linkEscapeMessage, linkEscapeProblem } from "../../src/lib/linkEscapes";

describe("content links with broken % escapes", () => {
  it("refuses a bare %, in any part of any link", () => {
    for (const [href, part] of [
      ["#%", "fragment"],
      ["#100%", "fragment"],
      ["/docs/cli#%zz", "fragment"],
      ["/docs/a%zz", "path"],
      ["/docs/a%", "path"],
      ["/search?q=100%", "query"],
      ["https://example.com/a%zz", "path"],
      ["https://example.com/?q=50%", "query"],
    ] as const)
      expect(linkEscapeProblem(href), href).toBe(
        `has a "%" not followed by two hexadecimal digits in its ${part} (write "%25" for a literal "%").`,
      );
  });

  it("refuses an escape cut off mid-character in a site link's path or fragment", () => {
    for (const [href, part] of [
      ["#%E5%91%BD%E4%BB", "fragment"],
      ["/docs/cli#a%E4", "fragment"],
      ["/docs/%E6%97", "path"],
      ["../run%C0%AF", "path"],
    ] as const)
      expect(linkEscapeProblem(href), href).toContain(
        `has a "%" escape in its ${part} that does not decode to UTF-8 text`,
      );
  });

  it("keeps links that decode, and other sites' legacy escapes in their query", () => {
    for (const href of [
      "/docs/cli",
      "/docs/cli#%E5%91%BD%E4%BB%A4",
      "#run",
      "/search?q=%E7%8E%AF%E5%A2%83",
      "/search?q=%D6%D0", // a query is the page's to read
      "https://www.baidu.com/s?wd=%D6%D0%CE%C4",
      "https://example.com/%E6%97%A7#%E6",
      "mailto:a@example.com?subject=100%25",
      "",
    ])
      expect(linkEscapeProblem(href), href).toBeNull();
  });

  it("names the place, the kind of link and the link", () => {
    expect(linkEscapeMessage("content/docs/a.mdx:3:5", "link", "/docs/cli#100%")).toBe(
      'content/docs/a.mdx:3:5: link "/docs/cli#100%" has a "%" not followed by two hexadecimal digits in its fragment (write "%25" for a literal "%").',
    );
    expect(linkEscapeMessage("content/docs/a.mdx:3:5", "link", "/docs/cli")).toBeNull();
  });
});
