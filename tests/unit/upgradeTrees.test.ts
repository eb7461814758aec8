/**
 * The pages the build writes itself as content trees (src/lib/upgrade/h.ts, guideTree.ts) and
 * their stylesheet (src/node/data/upgradeStylesheet.ts).
 */
import { describe, expect, it } from "vitest";
import { h, joined, nodes } from "../../src/lib/upgrade/h";
import { minifyCss, upgradeStylesheet } from "../../src/node/data/upgradeStylesheet";

describe("h", () => {
  it("keeps child elements whole and flattens child lists, dropping empty children", () => {
    expect(h("li", null, h("code", null, "x"), [" ", h("a", { href: "/a" }, "a")], null, false, "")).toEqual([
      "li",
      0,
      ["code", 0, "x"],
      " ",
      ["a", { href: "/a" }, "a"],
    ]);
  });

  it("joins adjacent texts, as one JSX text would be", () => {
    expect(h("p", null, "a", ["b", "c"], h("br", null), "d")).toEqual(["p", 0, "abc", ["br", 0], "d"]);
  });

  it("a list that starts with a text is a list, not an element", () => {
    expect(nodes(["「", h("a", { href: "/x" }, "x"), "」"])).toEqual(["「", ["a", { href: "/x" }, "x"], "」"]);
    expect(joined(["a", "b", "c"])).toEqual(["a", "、", "b", "、", "c"]);
  });
});

describe("the upgrade pages' stylesheet", () => {
  it("minifies without joining a descendant combinator to a pseudo-class", () => {
    expect(minifyCss("/* c */ .a :first-child ,\n.b > .c {\n  color: red;\n}\n")).toBe(
      ".a :first-child,.b>.c{color: red}",
    );
  });

  it("is the real file, with the classes the trees use", () => {
    const css = upgradeStylesheet();
    for (const c of ["upgrade-page", "upgrade-lead", "upgrade-diff", "upgrade-legend-added", "upgrade-entry"])
      expect(css).toContain(`.${c}`);
    expect(css).not.toContain("/*");
  });
});
