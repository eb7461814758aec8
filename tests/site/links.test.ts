import { describe, expect, it } from "vitest";
import { checkLinks, formatReport } from "../support/linkCheck";

let checked: ReturnType<typeof checkLinks> | undefined;
const check = () => (checked ??= checkLinks("public"));

describe("links of the built site", () => {
  it("every internal link and anchor resolves", () => {
    const { pages, links, broken } = check();
    expect(pages).toBeGreaterThan(90);
    expect(links).toBeGreaterThan(1000);
    if (broken.length) console.log(`Broken links:\n${formatReport(broken)}`);
    expect(broken, formatReport(broken)).toEqual([]);
  });

  it("links to a heading use its explicit id, not the old anchor its text gave (which still lands)", () => {
    const { oldAnchors } = check();
    expect(oldAnchors, formatReport(oldAnchors)).toEqual([]);
  });
});
