import { docsVersion } from "../../src/config/versions";
import { describe, expect, it } from "vitest";
import { resolveSidebars, SidebarError, type DocMeta } from "../../src/lib/sidebar";
import {
  parseSidebars,
  readSidebarsFile,
  sidebarsFromText,
  sidebarsOfVersion,
  type SidebarsConfig,
} from "../../src/lib/sidebarsData";
import { docIdFromRelativePath, docPathFromId } from "../../src/lib/docPath";

const doc = (id: string, extra: Partial<DocMeta> = {}): DocMeta => ({
  id,
  title: `T ${id}`,
  sidebarLabel: null,
  description: `D ${id}`,
  file: `content/docs/${id}.mdx`,
  ...extra,
});

const config: SidebarsConfig = {
  docs: [
    "index",
    { type: "category", label: "开始", link: { type: "doc", id: "start" }, items: ["start/install", "start/panel"] },
    {
      type: "category",
      label: "运行",
      link: { type: "generated-index", slug: "运行", description: "运行相关" },
      items: ["cli/run", "cli/stop"],
    },
  ],
  dev: ["dev/api"],
};
const docs = ["index", "start", "start/install", "start/panel", "cli/run", "cli/stop", "dev/api"].map((id) => doc(id));

describe("doc ids and paths", () => {
  it("maps files to ids and ids to routes, keeping case", () => {
    expect(docIdFromRelativePath("index.mdx")).toBe("index");
    expect(docIdFromRelativePath("cli/index.mdx")).toBe("cli");
    expect(docIdFromRelativePath("configuration/TelegramBot.mdx")).toBe("configuration/TelegramBot");
    expect(docPathFromId("index")).toBe("/docs");
    expect(docPathFromId("CHANGELOG")).toBe("/docs/CHANGELOG");
  });
});

describe("sidebar resolution", () => {
  const r = resolveSidebars(config, docs);

  it("builds the tree with labels from sidebar_label or title", () => {
    const withLabel = resolveSidebars(
      config,
      docs.map((d) => (d.id === "index" ? { ...d, sidebarLabel: "介绍" } : d)),
    );
    expect(withLabel.trees.docs[0]).toEqual({ kind: "link", label: "介绍", href: "/docs" });
    expect(r.trees.docs[1]).toMatchObject({ kind: "category", label: "开始", href: "/docs/start" });
  });

  it("carries a doc's sidebar badge to its entry, and to the category it is the link of", () => {
    const badged = resolveSidebars(
      config,
      docs.map((d) =>
        d.id === "cli/run"
          ? { ...d, sidebarBadge: { added: "1.0.0-beta.9" } }
          : d.id === "start"
            ? { ...d, sidebarBadge: { text: "新" } }
            : d,
      ),
    );
    const run = badged.trees.docs[2];
    expect(run.kind === "category" && run.items[0]).toEqual({
      kind: "link",
      label: "T cli/run",
      href: "/docs/cli/run",
      badge: { kind: "added", text: "自 1.0.0-beta.9 起" },
    });
    expect(badged.trees.docs[1]).toMatchObject({
      kind: "category",
      href: "/docs/start",
      badge: { kind: "note", text: "新" },
    });
    // No badge, no key: the sidebar in every page's data stays as it was.
    expect(JSON.stringify(r.trees)).not.toContain("badge");
  });

  it("creates generated category pages with a card per child", () => {
    expect(r.categoryPages).toHaveLength(1);
    expect(r.categoryPages[0]).toMatchObject({ path: "/docs/category/运行", label: "运行", sidebar: "docs" });
    expect(r.categoryPages[0].cards).toEqual([
      { label: "T cli/run", href: "/docs/cli/run", description: "D cli/run" },
      { label: "T cli/stop", href: "/docs/cli/stop", description: "D cli/stop" },
    ]);
  });

  it("orders previous/next along the sidebar, through category pages", () => {
    const nav = r.navByPath["/docs/start/panel"];
    expect(nav.previous?.href).toBe("/docs/start/install");
    expect(nav.next?.href).toBe("/docs/category/运行");
    expect(r.navByPath["/docs"].previous).toBeNull();
    expect(r.navByPath["/docs/cli/stop"].next).toBeNull();
    expect(r.navByPath["/docs/dev/api"]).toMatchObject({ sidebar: "dev", previous: null, next: null });
  });

  it("gives breadcrumbs through the categories", () => {
    expect(r.navByPath["/docs/start/install"].breadcrumbs.map((b) => b.label)).toEqual(["开始", "T start/install"]);
  });

  it("gives the cards of a category to the doc it links to", () => {
    expect(r.navByPath["/docs/start"].cards.map((c) => c.href)).toEqual(["/docs/start/install", "/docs/start/panel"]);
  });

  it("fails on a sidebar entry that points to no doc", () => {
    expect(() =>
      resolveSidebars(
        config,
        docs.filter((d) => d.id !== "cli/stop"),
      ),
    ).toThrow(SidebarError);
    expect(() =>
      resolveSidebars(
        config,
        docs.filter((d) => d.id !== "cli/stop"),
      ),
    ).toThrow('sidebar "docs" refers to doc "cli/stop"');
  });

  it("skips drafts that a production build leaves out", () => {
    const res = resolveSidebars(
      config,
      docs.filter((d) => d.id !== "cli/stop"),
      { skipMissingIds: new Set(["cli/stop"]) },
    );
    expect(res.navByPath["/docs/cli/run"].next).toBeNull();
  });

  it("fails on a doc that no sidebar and no displayed_sidebar accounts for", () => {
    expect(() => resolveSidebars(config, [...docs, doc("orphan")])).toThrow(
      'content/docs/orphan.mdx: the doc "orphan" is in no sidebar',
    );
  });

  it("accepts a doc with displayed_sidebar null and gives it no sidebar", () => {
    const res = resolveSidebars(config, [...docs, doc("lonely", { displayedSidebar: null })]);
    expect(res.navByPath["/docs/lonely"].sidebar).toBeNull();
  });

  it("fails on an unknown displayed_sidebar", () => {
    expect(() => resolveSidebars(config, [...docs, doc("x", { displayedSidebar: "nope" })])).toThrow(
      'front matter "displayed_sidebar" is "nope"',
    );
  });

  it("fails on a doc listed twice", () => {
    expect(() => resolveSidebars({ docs: ["index", "index"] }, [doc("index")])).toThrow('doc "index" appears twice');
  });
});

describe("the site's sidebars", () => {
  it("declare the spec's eight generated category pages", () => {
    const slugs: string[] = [];
    const walk = (items: SidebarsConfig[string]) =>
      items.forEach((i) => {
        if (typeof i === "string") return;
        if (i.link?.type === "generated-index") slugs.push(i.link.slug);
        walk(i.items);
      });
    Object.values(readSidebarsFile(process.cwd()).config).forEach(walk);
    expect(slugs.sort()).toEqual(
      [
        "file-文件系统",
        "message-消息中心",
        "user-用户",
        "其它",
        "更新与升级",
        "服务功能控制",
        "用户配置管理",
        "运行代码相关",
      ].sort(),
    );
  });
});

describe("front matter with no effect", () => {
  it("warns, naming the file, when a category's own page sets sidebar_label", () => {
    const withLabel = docs.map((d) => (d.id === "start" ? { ...d, sidebarLabel: "开始吧" } : d));
    const r = resolveSidebars(config, withLabel);
    expect(r.warnings).toEqual([
      'content/docs/start.mdx: front matter "sidebar_label" has no effect: the page is the link of category "开始" in sidebar "docs", whose label comes from content/sidebars/next.yaml.',
    ]);
    expect(resolveSidebars(config, docs).warnings).toEqual([]);
  });
});

describe("sidebars as data (content/sidebars/<version>.yaml)", () => {
  const FILE = "content/sidebars/next.yaml";
  const fails = (data: unknown) => {
    try {
      parseSidebars(data, FILE);
    } catch (e) {
      expect(e).toBeInstanceOf(SidebarError);
      return (e as Error).message;
    }
    throw new Error("no error");
  };

  it("reads the compact YAML form into the resolver's shape", () => {
    const text = [
      "docs:",
      "  - index",
      "  - label: 开始",
      "    link: start",
      "    items: [start/install]",
      "  - label: 运行",
      "    link: { slug: 运行, description: 运行相关 }",
      "    items: [cli/run]",
    ].join("\n");
    expect(sidebarsFromText(text, FILE).config).toEqual({
      docs: [
        "index",
        { type: "category", label: "开始", link: { type: "doc", id: "start" }, items: ["start/install"] },
        {
          type: "category",
          label: "运行",
          link: { type: "generated-index", slug: "运行", description: "运行相关" },
          items: ["cli/run"],
        },
      ],
    });
  });

  it("names the file and the field of each kind of mistake", () => {
    expect(fails(["index"])).toBe(
      `${FILE}: must map each sidebar name to its list of items (docs: [...], dev: [...]).`,
    );
    expect(fails({ docs: "index" })).toBe(`${FILE}: docs: must be a list of items.`);
    expect(fails({ docs: ["index", { label: "开始", items: [{ lable: "x", items: [] }] }] })).toBe(
      `${FILE}: docs[1].items[0].lable: is not a field of a category (label, link, items).`,
    );
    expect(fails({ docs: [{ label: "开始" }] })).toBe(`${FILE}: docs[0].items: a category needs a list of items.`);
    expect(fails({ dev: [{ label: "", items: [] }] })).toBe(`${FILE}: dev[0].label: a category needs a label (text).`);
    expect(fails({ docs: [{ label: "运行", link: { slug: "a/b", description: "x" }, items: [] }] })).toBe(
      `${FILE}: docs[0].link.slug: must be text without a slash (the page is /docs/category/<slug>).`,
    );
    expect(fails({ docs: [{ label: "运行", link: { slug: "a" }, items: [] }] })).toBe(
      `${FILE}: docs[0].link.description: must be text (shown on the generated page).`,
    );
    expect(fails({ docs: [42] })).toBe(
      `${FILE}: docs[0]: must be a doc id or a category (label, items, optional link).`,
    );
    expect(() => sidebarsFromText("docs: [index\n", FILE)).toThrow(
      /^content\/sidebars\/next\.yaml:\d+:\d+: is not valid YAML/,
    );
  });

  it("names the file and the field when a sidebar refers to a doc that does not exist", () => {
    const config = parseSidebars({ docs: ["index", { label: "开始", link: "start", items: ["start/nope"] }] }, FILE);
    expect(() => resolveSidebars(config, [doc("index"), doc("start")], { file: FILE })).toThrow(
      `${FILE}: docs[1].items[0]: sidebar "docs" refers to doc "start/nope", but no file content/docs/start/nope.mdx or content/docs/start/nope/index.mdx exists.`,
    );
    expect(() => resolveSidebars(config, [doc("index"), doc("start/nope")], { file: FILE })).toThrow(
      `${FILE}: docs[1].link: sidebar "docs" refers to doc "start"`,
    );
  });

  it("picks a version's file, and a missing one is an error naming it", () => {
    const current = { file: FILE, config: { docs: ["index"] } };
    expect(sidebarsOfVersion([current])).toBe(current);
    expect(() => sidebarsOfVersion([current], "1.0.0-beta.9")).toThrow(
      'content/versions/1.0.0-beta.9/sidebars.yaml: no such file: the docs of version "1.0.0-beta.9" need their sidebars.',
    );
  });
});

describe("sidebars of another version", () => {
  it("link inside that version: docs, generated category pages, breadcrumbs and previous/next", () => {
    const next = docsVersion({ name: "next", label: "next", isLast: false });
    const r = resolveSidebars(config, docs, { version: next });
    expect(r.trees.docs[1]).toMatchObject({ kind: "category", label: "开始", href: "/docs/next/start" });
    expect(r.categoryPages[0].path).toBe("/docs/next/category/运行");
    expect(r.categoryPages[0].cards.map((c) => c.href)).toEqual(["/docs/next/cli/run", "/docs/next/cli/stop"]);
    expect(r.navByPath["/docs/next/start/panel"].next?.href).toBe("/docs/next/category/运行");
    expect(r.navByPath["/docs/next/start/install"].breadcrumbs.map((b) => b.href)).toEqual([
      "/docs/next/start",
      "/docs/next/start/install",
    ]);
    expect(Object.keys(r.navByPath).every((p) => p.startsWith("/docs/next"))).toBe(true);
  });
});
