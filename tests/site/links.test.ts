import { describe, expect, it } from "vitest";
import { checkLinks, formatReport } from "../support/linkCheck";

describe("links of the built site", () => {
  it("every internal link and anchor resolves", () => {
    const { pages, links, broken } = checkLinks("public");
    expect(pages).toBeGreaterThan(90);
    expect(links).toBeGreaterThan(1000);
    if (broken.length) console.log(`Broken links:\n${formatReport(broken)}`);
    expect(broken, formatReport(broken)).toEqual([]);
  });
});
