import { describe, expect, it } from "vitest";
import { readableUrl } from "../../src/browser/fragment";

describe("the URL of a client-side navigation", () => {
  it("gets a fragment decodeURI can read; the rest is untouched", () => {
    expect(readableUrl("/docs/cli#%")).toBe("/docs/cli#%25");
    expect(readableUrl("/docs/cli#100%")).toBe("/docs/cli#100%25");
    expect(readableUrl("/docs/cli?q=%zz#%zz")).toBe("/docs/cli?q=%zz#%25zz");
    expect(readableUrl("#%E5%91%BD%E4%BB")).toBe("#%25E5%2591%25BD%25E4%25BB");
    expect(readableUrl(new URL("http://x.invalid/a#%"))).toBe("http://x.invalid/a#%25");
    for (const ok of ["/docs/cli", "/docs/cli#run", "/docs/cli#%E5%91%BD", "/a#b#c"]) expect(readableUrl(ok)).toBe(ok);
    expect(readableUrl(null)).toBeNull();
    expect(readableUrl(undefined)).toBeUndefined();
  });
});
