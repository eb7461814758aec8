import { describe, expect, it } from "vitest";
import { isFragmentOnly } from "../../src/browser/routeChange";

describe("fragment-only location changes", () => {
  const at = (pathname: string, search = "") => ({ pathname, search });

  it("a new fragment on the same page is no route change", () => {
    expect(isFragmentOnly(at("/docs/cli"), at("/docs/cli"))).toBe(true);
  });

  it("another path or query is one; the first render (no previous location) is one", () => {
    expect(isFragmentOnly(at("/docs/cli"), at("/docs/cli/update"))).toBe(false);
    expect(isFragmentOnly(at("/search", "?q=a"), at("/search", "?q=b"))).toBe(false);
    expect(isFragmentOnly(null, at("/docs"))).toBe(false);
    expect(isFragmentOnly(undefined, at("/docs"))).toBe(false);
  });
});
