import { describe, expect, it } from "vitest";
import { docsRoutes } from "../../src/config/routes";
import { docsVersion, docVersions, type DocsVersion } from "../../src/config/versions";
import { sitemapEntries } from "../../src/lib/sitemap";
import type { ContentElement, ContentTree } from "../../src/lib/mdx/contentTree";
import { changedSections, diffTrees } from "../../src/lib/upgrade/blockDiff";
import { nodeKey } from "../../src/lib/upgrade/docsDiff";
import { diffVersions, isEmpty, upgradePairs } from "../../src/lib/upgrade/diffVersions";
import { docVersionContext } from "../../src/lib/docVersionContext";
import { pairsShownOn } from "../../src/lib/upgrade/pairs";
import type { ApiEndpoint, CliCommand, VersionData, VersionDoc } from "../../src/lib/upgrade/types";

// Two releases and next, built by hand: 1.0.0 (older), 2.0.0 (the latest), next.
const next: DocsVersion = docsVersion({ name: "next", label: "next", isLast: false });
const v2: DocsVersion = docsVersion({ name: "2.0.0", label: "2.0.0", isLast: true });
const v1: DocsVersion = docsVersion({ name: "1.0.0", label: "1.0.0", isLast: false });
const versions = [next, v2, v1];

const doc = (
  version: DocsVersion,
  id: string,
  title: string,
  content: ContentTree,
  redirectFrom: string[] = [],
): VersionDoc => ({
  id,
  path: docsRoutes.doc(id, version),
  title,
  redirectFrom,
  content,
});

const run = (version: DocsVersion, extra: Partial<CliCommand> = {}): CliCommand => ({
  command: "run",
  options: ["-l", "--loop", "-s", "--silent", "-h"],
  rejected: ["-s", "--silent"],
  subcommands: [],
  values: [{ page: "cli/script/run.mdx", row: "-D, --delay", column: "默认值", value: version === v1 ? "300" : "600" }],
  ...extra,
});

const endpoint = (version: DocsVersion, path: string, extra: Partial<ApiEndpoint> = {}): ApiEndpoint => ({
  method: "GET",
  path,
  title: path,
  page: docsRoutes.doc(`dev/api/internal/main${path.replace("/api", "")}`, version),
  anchor: "",
  removed: null,
  params: [],
  response: [],
  errors: [],
  notes: [],
  ...extra,
});

// A paragraph that links another page of its own version: the link's version is not a change.
const linking = (version: DocsVersion): ContentTree => [
  ["h2", { id: "use" }, "用法"],
  ["p", 0, "见 ", ["a", { href: docsRoutes.doc("cli", version) }, "命令行"], "。"],
];

function version(v: DocsVersion, parts: Partial<VersionData>): VersionData & { version: DocsVersion } {
  return { name: v.name, label: v.label, version: v, docs: [], cli: [], api: [], ...parts };
}

const older = version(v1, {
  cli: [run(v1), { command: "raw", options: ["--enable", "--old"], rejected: [], subcommands: [], values: [] }],
  api: [
    endpoint(v1, "/api/captcha", {
      params: [
        { in: "query", name: "h", type: "number", required: false, default: "50", description: "高度。" },
        { in: "query", name: "background", type: "string", required: false, default: "#fff", description: "背景。" },
      ],
      errors: [{ message: "验证码错误", when: "" }],
    }),
  ],
  docs: [
    doc(v1, "same", "不变的页面", linking(v1)),
    doc(v1, "old/place", "搬走的页面", [["p", 0, "内容。"]]),
    doc(v1, "gone", "删掉的页面", [["p", 0, "再见。"]]),
    doc(v1, "edited", "改过的页面", [
      ["p", 0, "开头。"],
      ["h2", { id: "a" }, "甲"],
      ["p", 0, "没变。"],
      ["h2", { id: "b" }, "乙"],
      ["table", 0, ["tbody", 0, ["tr", 0, ["td", 0, "x"]], ["tr", 0, ["td", 0, "y"]]]],
      ["p", 0, "提示 ", ["code", 0, "检测到远程地址无效"], "。"],
    ]),
  ],
});

const newer = version(v2, {
  cli: [
    run(v2, { options: ["-l", "--loop", "-s", "--silent", "-h", "--new"], rejected: [] }),
    { command: "raw", options: ["--enable"], rejected: [], subcommands: [], values: [] },
  ],
  api: [
    endpoint(v2, "/api/captcha", {
      params: [{ in: "query", name: "h", type: "number", required: false, default: "48", description: "高度。" }],
      errors: [{ message: "验证码错误", when: "" }],
    }),
    endpoint(v2, "/api/captcha/flag"),
  ],
  docs: [
    doc(v2, "same", "不变的页面", linking(v2)),
    doc(v2, "new/place", "搬走的页面", [["p", 0, "内容。"]], [docsRoutes.doc("old/place", v2)]),
    doc(v2, "fresh", "新页面", [["p", 0, "你好。"]]),
    doc(v2, "edited", "改过的页面", [
      ["p", 0, "开头。"],
      ["h2", { id: "a" }, "甲"],
      ["p", 0, "没变。"],
      ["h2", { id: "b" }, "乙"],
      ["table", 0, ["tbody", 0, ["tr", 0, ["td", 0, "x"]], ["tr", 0, ["td", 0, "z"]]]],
      ["p", 0, "提示 ", ["code", 0, "检测到链接地址无效"], "。"],
    ]),
  ],
});

describe("the upgrade differ, on versions built by hand", () => {
  const c = diffVersions(older, newer, versions);

  it("finds an option removed, one added and one the parser now accepts", () => {
    expect(c.cli.commandsAdded).toEqual([]);
    expect(c.cli.commandsRemoved).toEqual([]);
    const raw = c.cli.changed.find((x) => x.command === "raw");
    expect(raw?.optionsRemoved).toEqual(["--old"]);
    const r = c.cli.changed.find((x) => x.command === "run");
    expect(r?.optionsAdded).toEqual(["--new"]);
    expect(r?.nowAccepted).toEqual(["-s", "--silent"]);
  });

  it("finds a default that changed, with both values", () => {
    const r = c.cli.changed.find((x) => x.command === "run");
    expect(r?.defaults).toEqual([{ what: "-D, --delay · 默认值", from: "300", to: "600" }]);
    const captcha = c.api.changed.find((e) => e.path === "/api/captcha");
    expect(captcha?.changes).toContainEqual({ what: "参数 h · 默认值", from: "50", to: "48" });
    expect(captcha?.changes).toContainEqual({ what: "参数 background", from: "string；否；#fff；背景。", to: null });
    // Linked in both versions.
    expect(captcha?.href).toBe(docsRoutes.doc("dev/api/internal/main/captcha", v2));
    expect(captcha?.fromHref).toBe(docsRoutes.doc("dev/api/internal/main/captcha", v1));
  });

  it("finds an endpoint added, and no endpoint removed", () => {
    expect(c.api.added.map((e) => e.path)).toEqual(["/api/captcha/flag"]);
    expect(c.api.removed).toEqual([]);
  });

  it("finds a page moved with its redirect, not as one page removed and one added", () => {
    expect(c.docs.moved).toEqual([
      {
        from: { id: "old/place", title: "搬走的页面", href: docsRoutes.doc("old/place", v1) },
        to: { id: "new/place", title: "搬走的页面", href: docsRoutes.doc("new/place", v2) },
      },
    ]);
    expect(c.docs.added.map((p) => p.id)).toEqual(["fresh"]);
    expect(c.docs.removed.map((p) => p.id)).toEqual(["gone"]);
  });

  it("says nothing of a page that did not change, though its links point into another version", () => {
    expect(c.docs.changed.map((p) => p.id)).toEqual(["edited"]);
  });

  it("names the sections of a changed page that changed, and links its page diff", () => {
    const edited = c.docs.changed[0];
    expect(edited.sections).toEqual([{ id: "b", title: "乙" }]);
    expect(edited.intro).toBe(false);
    expect(edited.diffHref).toBe(docsRoutes.pageDiff("1.0.0", "edited", v2));
  });

  it("lists a quoted program message whose wording changed", () => {
    expect(c.messages.onlyFrom.map((m) => m.text)).toEqual(["检测到远程地址无效"]);
    expect(c.messages.onlyTo.map((m) => m.text)).toEqual(["检测到链接地址无效"]);
  });

  it("has nothing to say about two identical versions", () => {
    const same = diffVersions(older, { ...older, name: v2.name, label: v2.label, version: v2 }, versions);
    expect(isEmpty(same)).toBe(true);
  });
});

const hidden = (text: string): ContentElement => ["span", { className: "visually-hidden" }, text];

describe("the page diff", () => {
  const key = nodeKey(v1, v2, versions);

  it("marks a changed table row, not the whole table", () => {
    const from: ContentTree = [["table", 0, ["tbody", 0, ["tr", 0, ["td", 0, "x"]], ["tr", 0, ["td", 0, "y"]]]]];
    const to: ContentTree = [["table", 0, ["tbody", 0, ["tr", 0, ["td", 0, "x"]], ["tr", 0, ["td", 0, "z"]]]]];
    const merged = diffTrees(from, to, key);
    expect(merged.changed).toBe(true);
    expect(merged.tree).toEqual([
      [
        "table",
        0,
        [
          "tbody",
          0,
          ["tr", 0, ["td", 0, "x"]],
          ["tr", { "data-diff": "removed" }, ["td", 0, hidden("（删除）"), "y"]],
          ["tr", { "data-diff": "added" }, ["td", 0, hidden("（新增）"), "z"]],
        ],
      ],
    ]);
  });

  it("marks a changed code line, and wraps a changed paragraph in <del>/<ins>", () => {
    const line = (t: string): ContentElement => ["span", { className: ["code-line"] }, t];
    const from: ContentTree = [
      ["pre", 0, ["code", 0, line("a"), line("b")]],
      ["p", 0, "旧"],
    ];
    const to: ContentTree = [
      ["pre", 0, ["code", 0, line("a"), line("c")]],
      ["p", 0, "新"],
    ];
    const merged = diffTrees(from, to, key);
    expect(merged.tree[0]).toEqual([
      "pre",
      0,
      [
        "code",
        0,
        ["span", { className: ["code-line"] }, "a"],
        ["span", { className: ["code-line", "deleted"], "data-diff": "-" }, "b"],
        ["span", { className: ["code-line", "inserted"], "data-diff": "+" }, "c"],
      ],
    ]);
    expect(merged.tree.slice(1)).toEqual([
      ["del", { "data-diff": "removed" }, hidden("（删除）"), ["p", 0, "旧"]],
      ["ins", { "data-diff": "added" }, hidden("（新增）"), ["p", 0, "新"]],
    ]);
    expect(changedSections(merged.tree)).toEqual({ sections: [], intro: true });
  });

  it("finds no change between two versions' copies of a page that differ only in their links' version", () => {
    expect(diffTrees(linking(v1), linking(v2), key).changed).toBe(false);
    expect(diffTrees(linking(v1), linking(v1), nodeKey(v1, v2, versions)).changed).toBe(true);
  });
});

describe("which versions get a guide", () => {
  it("every older release to the latest, and the latest to next", () => {
    expect(upgradePairs(versions).map((p) => `${p.from.name}→${p.to.name}`)).toEqual(["2.0.0→next", "1.0.0→2.0.0"]);
  });
});

describe("the version switch's marks", () => {
  it("carry the page diff only on the versions where the page differs, and are absent elsewhere", () => {
    const routesOf = new Map([
      [next.name, new Set(["/docs/next/a"])],
      [v2.name, new Set(["/docs/a"])],
      [v1.name, new Set(["/docs/1.0.0/a"])],
    ]);
    const diffs = new Map([["2.0.0", "/docs/next/diff/2.0.0/a"]]);
    const c = docVersionContext("/docs/next/a", next, routesOf, versions, (other) => diffs.get(other));
    expect(c.versionLinks).toEqual([
      { name: "next", label: "next", href: "/docs/next/a", current: true },
      { name: "2.0.0", label: "2.0.0", href: "/docs/a", current: false, diffHref: "/docs/next/diff/2.0.0/a" },
      { name: "1.0.0", label: "1.0.0", href: "/docs/1.0.0/a", current: false },
    ]);
  });

  it("link from the latest's page only the diff with next: an older release that differs is marked, its own pages link the diff", () => {
    const routesOf = new Map([
      [next.name, new Set(["/docs/next/a"])],
      [v2.name, new Set(["/docs/a"])],
      [v1.name, new Set(["/docs/1.0.0/a"])],
    ]);
    const diffs = new Map([
      ["next", "/docs/next/diff/2.0.0/a"],
      ["1.0.0", "/docs/diff/1.0.0/a"],
    ]);
    const onLatest = docVersionContext("/docs/a", v2, routesOf, versions, (other) => diffs.get(other));
    expect(onLatest.versionLinks).toEqual([
      { name: "next", label: "next", href: "/docs/next/a", current: false, diffHref: "/docs/next/diff/2.0.0/a" },
      { name: "2.0.0", label: "2.0.0", href: "/docs/a", current: true },
      { name: "1.0.0", label: "1.0.0", href: "/docs/1.0.0/a", current: false, differs: true },
    ]);
    expect(pairsShownOn(v2, versions).map((p) => `${p.from.name}→${p.to.name}`)).toEqual(["2.0.0→next"]);
    const onOlder = docVersionContext("/docs/1.0.0/a", v1, routesOf, versions, (other) =>
      other === "2.0.0" ? "/docs/diff/1.0.0/a" : undefined,
    );
    expect(onOlder.versionLinks[1]).toEqual({
      name: "2.0.0",
      label: "2.0.0",
      href: "/docs/a",
      current: false,
      diffHref: "/docs/diff/1.0.0/a",
    });
    expect(pairsShownOn(v1, versions).map((p) => `${p.from.name}→${p.to.name}`)).toEqual(["1.0.0→2.0.0"]);
    expect(pairsShownOn(next, versions).map((p) => `${p.from.name}→${p.to.name}`)).toEqual(["2.0.0→next"]);
  });
});

describe("the generated pages in the sitemap", () => {
  it("list the guides into the latest, not those into next, and no page diff", () => {
    const latest = docVersions.find((v) => v.isLast) as DocsVersion;
    const current = docVersions.find((v) => v.name === "next") as DocsVersion;
    const pages = [
      { path: docsRoutes.upgrade("0.9.0", latest), pageContext: { version: latest.name } },
      { path: docsRoutes.upgrade(latest.name, current), pageContext: { version: current.name } },
      { path: docsRoutes.pageDiff("0.9.0", "cli", latest), pageContext: { version: latest.name, unlisted: true } },
    ];
    expect(sitemapEntries(pages).map((p) => p.path)).toEqual([docsRoutes.upgrade("0.9.0", latest)]);
  });
});
