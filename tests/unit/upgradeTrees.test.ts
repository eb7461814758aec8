/**
 * The pages the build writes itself as content trees (src/lib/upgrade/h.ts, guideTree.ts) and
 * their stylesheet (src/node/data/upgradeStylesheet.ts).
 */
import { describe, expect, it } from "vitest";
import { h, joined, nodes } from "../../src/lib/upgrade/h";
import { upgradeGuideTree } from "../../src/lib/upgrade/guideTree";
import { pageDiffTree } from "../../src/lib/upgrade/pageDiffTree";
import type { ContentNode } from "../../src/lib/mdx/contentTree";
import type { UpgradeChanges } from "../../src/lib/upgrade/types";
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
      ".a :first-child,.b>.c{color:red}",
    );
  });

  it("is the real file, with the classes the trees use", () => {
    const css = upgradeStylesheet();
    for (const c of ["upgrade-page", "upgrade-lead", "upgrade-diff", "upgrade-legend-added", "upgrade-entry"])
      expect(css).toContain(`.${c}`);
    expect(css).not.toContain("/*");
  });
});

/** The text of a tree, as a reader would read it. */
const text = (nodes: readonly ContentNode[]): string =>
  nodes.map((n) => (typeof n === "string" ? n : text(n.slice(2) as ContentNode[]))).join("");

/** The first element with this id, searched depth first. */
function byId(nodes: readonly ContentNode[], id: string): ContentNode[] | null {
  for (const n of nodes) {
    if (typeof n === "string") continue;
    const props = n[1];
    if (props && props.id === id) return [n];
    const inner = byId(n.slice(2) as ContentNode[], id);
    if (inner) return inner;
  }
  return null;
}

const none = (): UpgradeChanges => ({
  from: { name: "1.0.0", label: "1.0.0" },
  to: { name: "2.0.0", label: "2.0.0" },
  cli: { commandsAdded: [], commandsRemoved: [], changed: [] },
  api: { added: [], removed: [], changed: [] },
  messages: { onlyFrom: [], onlyTo: [] },
  docs: { added: [], removed: [], moved: [], changed: [] },
  changelog: [],
});

describe("the upgrade guide's tree", () => {
  it("says so when nothing changed, and has no section then", () => {
    const tree = upgradeGuideTree(none(), "/docs/upgrade/1.0.0.json");
    expect(text(tree)).toContain("这两个版本的文档数据完全相同。");
    for (const id of ["cli", "api", "messages", "docs", "changelog"]) expect(byId(tree, id)).toBeNull();
    expect(JSON.stringify(tree)).toContain('"href":"/docs/upgrade/1.0.0.json"');
  });

  it("lists a changed default, a moved page with both places, and only the sections that changed", () => {
    const c = none();
    c.cli.changed.push({
      command: "run",
      optionsAdded: ["--fileName"],
      optionsRemoved: [],
      nowAccepted: [],
      nowRejected: [],
      subcommandsAdded: [],
      subcommandsRemoved: [],
      defaults: [{ what: "-D", from: "300", to: null }],
    });
    c.docs.moved.push({
      from: { id: "cli/old", title: "旧页", href: "/docs/1.0.0/cli/old" },
      to: { id: "cli/new", title: "新页", href: "/docs/cli/new" },
    });
    const tree = upgradeGuideTree(c, "/docs/upgrade/1.0.0.json");
    expect(text(byId(tree, "cli") ?? [])).toBe("命令行");
    const all = text(tree);
    expect(all).toContain("arcadia run新增选项：--fileName默认值：-D：300 → 无");
    expect(all).toContain("旧页 cli/old（1.0.0）→ 新页 cli/new");
    expect(all).not.toContain("这两个版本的文档数据完全相同");
    expect(byId(tree, "docs-moved")).not.toBeNull();
    for (const id of ["api", "messages", "docs-added", "docs-removed", "docs-changed", "changelog"])
      expect(byId(tree, id), id).toBeNull();
  });
});

describe("the page diff's tree", () => {
  it("names both versions, the old title when it changed, and keeps the merged blocks", () => {
    const tree = pageDiffTree({
      title: "新标题",
      oldTitle: "旧标题",
      from: { label: "1.0.0", href: "/docs/1.0.0/a" },
      to: { label: "2.0.0", href: "/docs/a" },
      guideHref: "/docs/upgrade/1.0.0",
      merged: [["ins", { "data-diff": "added" }, ["p", 0, "新段落"]]],
    });
    const all = text(tree);
    expect(all).toContain("新标题：1.0.0 与 2.0.0 的差异");
    expect(all).toContain("页面标题由「旧标题」改为「新标题」。");
    expect(JSON.stringify(tree)).toContain('["ins",{"data-diff":"added"},["p",0,"新段落"]]');
  });
});
