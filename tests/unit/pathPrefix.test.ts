import { describe, expect, it } from "vitest";
import { parsePathPrefix } from "../../src/lib/pathPrefix.mjs";
import { siteAddress, withSitePrefix, withoutSitePrefix } from "../../src/config/routes";
import { movedPageNginxLocations, movedPageRedirects } from "../../src/node/postBuild/movedPageRedirects";
import { site } from "../../src/config/site";

describe("ARCADIA_PATH_PREFIX", () => {
  it("is the root when unset, empty or /", () => {
    expect(parsePathPrefix(undefined)).toBe("");
    expect(parsePathPrefix("")).toBe("");
    expect(parsePathPrefix("/")).toBe("");
  });
  it("takes a path of safe segments", () => {
    expect(parsePathPrefix("/arcadia-docs")).toBe("/arcadia-docs");
    expect(parsePathPrefix("/tools/arcadia_docs.v1")).toBe("/tools/arcadia_docs.v1");
  });
  it("refuses a trailing slash, no leading slash, dot segments and unsafe characters, naming the variable", () => {
    for (const bad of [
      "/arcadia-docs/",
      "arcadia-docs",
      "/a/../b",
      "/./a",
      "//a",
      "/a b",
      '/a"b',
      "/文档",
      "/a?b",
      "/a#b",
    ])
      expect(() => parsePathPrefix(bad), bad).toThrow(/^ARCADIA_PATH_PREFIX=.* is not a valid path prefix/);
  });
});

describe("prefixed site paths", () => {
  it("adds the prefix to root-absolute paths only; the home page is the prefix itself", () => {
    expect(withSitePrefix("/img/logo.svg", "/p")).toBe("/p/img/logo.svg");
    expect(withSitePrefix("/", "/p")).toBe("/p");
    expect(withSitePrefix("/?q=1", "/p")).toBe("/p?q=1");
    for (const href of ["https://x.invalid/a", "//cdn.invalid/a", "#top", "img/a.png"])
      expect(withSitePrefix(href, "/p")).toBe(href);
    expect(withSitePrefix("/img/logo.svg", "")).toBe("/img/logo.svg");
  });
  it("takes the prefix off a browser pathname, and only a whole segment of it", () => {
    expect(withoutSitePrefix("/p/docs/cli", "/p")).toBe("/docs/cli");
    expect(withoutSitePrefix("/p", "/p")).toBe("/");
    expect(withoutSitePrefix("/px/docs", "/p")).toBe("/px/docs");
    expect(withoutSitePrefix("/docs/cli", "")).toBe("/docs/cli");
  });
  it("public addresses carry the prefix; at the root they stay as they were", () => {
    expect(siteAddress("/docs/cli", "/p")).toBe(`${site.siteUrl}/p/docs/cli`);
    expect(siteAddress("/", "/p")).toBe(`${site.siteUrl}/p`);
    expect(siteAddress("/", "")).toBe(site.siteUrl);
    expect(siteAddress("/docs/cli", "")).toBe(`${site.siteUrl}/docs/cli`);
  });
  it("moved pages' redirects carry the prefix on both sides, for Netlify and nginx", () => {
    const docs = [{ path: "/docs/cli", redirectFrom: ["/docs/old"] }];
    expect(movedPageRedirects(docs, "/p")).toEqual(["/p/docs/old /p/docs/cli 301"]);
    expect(movedPageNginxLocations(docs, "/p")).toContain(
      'location = "/p/docs/old" { return 301 "/p/docs/cli$is_args$args"; }',
    );
    expect(movedPageRedirects(docs)).toEqual(["/docs/old /docs/cli 301"]);
  });
});
