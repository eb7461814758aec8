import { describe, expect, it } from "vitest";
import { validateDocFrontmatter } from "../../src/lib/frontmatter";
import { movedPageNginxLocations, movedPageRedirects } from "../../src/node/postBuild/movedPageRedirects";
import { answer, parseConf } from "../support/nginxConf";

describe("redirect_from", () => {
  it("takes one route or a list, and refuses what is not a docs route", () => {
    expect(validateDocFrontmatter({ title: "x", redirect_from: "/docs/old" }, "f.mdx").redirectFrom).toEqual([
      "/docs/old",
    ]);
    expect(
      validateDocFrontmatter({ title: "x", redirect_from: ["/docs/a/b", "/docs/旧", "/docs/a/b"] }, "f.mdx")
        .redirectFrom,
    ).toEqual(["/docs/a/b", "/docs/旧"]);
    expect(validateDocFrontmatter({ title: "x" }, "f.mdx").redirectFrom).toEqual([]);
    for (const bad of [
      "docs/a",
      "/docs/a/",
      "/blog/a",
      "/docs",
      "/docs/a?b",
      "/docs/a#b",
      "/docs/../x",
      "/docs/a b",
      "https://x.invalid/docs/a",
    ]) {
      expect(() => validateDocFrontmatter({ title: "x", redirect_from: [bad] }, "f.mdx"), bad).toThrow(
        `f.mdx: front matter "redirect_from" "${bad}" is not a docs route`,
      );
    }
    expect(() => validateDocFrontmatter({ title: "x", redirect_from: [1] }, "f.mdx")).toThrow(
      'f.mdx: front matter "redirect_from" must be a list of routes.',
    );
  });

  it("becomes one 301 line per old route, percent-encoded as browsers send it", () => {
    expect(
      movedPageRedirects([
        { path: "/docs/cli/script/run", redirectFrom: ["/docs/run", "/docs/旧地址"] },
        { path: "/docs/about", redirectFrom: [] },
      ]),
    ).toEqual(["/docs/%E6%97%A7%E5%9C%B0%E5%9D%80 /docs/cli/script/run 301", "/docs/run /docs/cli/script/run 301"]);
  });

  it("becomes one nginx exact location per old route, which answers with the same redirect", () => {
    const moved = [{ path: "/docs/cli/script/run", redirectFrom: ["/docs/run", "/docs/旧地址", '/docs/a;b{c}"d'] }];
    const conf = movedPageNginxLocations(moved);
    expect(conf).toContain('location = "/docs/旧地址" { return 301 "/docs/cli/script/run$is_args$args"; }');
    const srv = parseConf(conf, ".");
    // nginx matches the decoded path; the answer is the encoded target.
    for (const old of moved[0].redirectFrom) expect(answer(srv, old)).toEqual({ redirect: "/docs/cli/script/run" });
    expect(answer(srv, "/docs/runx")).not.toHaveProperty("redirect");
  });
});
