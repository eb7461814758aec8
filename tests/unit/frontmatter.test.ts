import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DOC_SCHEMA,
  POST_SCHEMA,
  FrontmatterError,
  checkPostReferences,
  isValidIsoDate,
  mdxFrontmatterTypeDef,
  nodeFieldDefs,
  postNodeFields,
  validateDocFrontmatter,
  validatePostFrontmatter,
} from "../../src/lib/frontmatter";

const FILE = "content/docs/x.mdx";

describe("docs front matter", () => {
  it("accepts a complete, valid front matter", () => {
    const fm = validateDocFrontmatter(
      {
        title: " 安装 ",
        sidebar_label: "安装",
        sidebar_badge: { added: "1.0.0-beta.9" },
        description: "说明",
        toc_max_heading_level: 2,
        hide_table_of_contents: true,
        draft: true,
        unlisted: true,
        displayed_sidebar: null,
        deprecated: "旧接口",
        source: ["shell/run/main.sh"],
        keywords: ["脚本"],
        redirect_from: ["/docs/old"],
      },
      FILE,
    );
    expect(fm).toEqual({
      title: "安装",
      sidebarLabel: "安装",
      sidebarBadge: { added: "1.0.0-beta.9" },
      description: "说明",
      hideTableOfContents: true,
      tocMaxHeadingLevel: 2,
      draft: true,
      unlisted: true,
      displayedSidebar: null,
      deprecated: "旧接口",
      source: ["shell/run/main.sh"],
      keywords: ["脚本"],
      redirectFrom: ["/docs/old"],
    });
  });

  it("reads a sidebar badge: a release it was added or removed in, or short text", () => {
    expect(validateDocFrontmatter({ title: "T", sidebar_badge: { added: "1.0.0-beta.9" } }, FILE).sidebarBadge).toEqual(
      { added: "1.0.0-beta.9" },
    );
    expect(validateDocFrontmatter({ title: "T", sidebar_badge: { removed: "1.0.0" } }, FILE).sidebarBadge).toEqual({
      removed: "1.0.0",
    });
    expect(validateDocFrontmatter({ title: "T", sidebar_badge: " 实验性 " }, FILE).sidebarBadge).toEqual({
      text: "实验性",
    });
    expect(validateDocFrontmatter({ title: "T" }, FILE).sidebarBadge).toBeNull();
  });

  it("defaults optional fields and leaves displayed_sidebar unset", () => {
    const fm = validateDocFrontmatter({ title: "T" }, FILE);
    expect(fm.tocMaxHeadingLevel).toBe(3);
    expect(fm.displayedSidebar).toBeUndefined();
    expect(fm.draft).toBe(false);
    expect(fm.source).toEqual([]);
  });

  const bad: [string, unknown, string][] = [
    ["missing title", { description: "d" }, `${FILE}: front matter "title" is required.`],
    ["empty title", { title: "" }, `${FILE}: front matter "title" is required.`],
    ["title of the wrong type", { title: 3 }, `${FILE}: front matter "title" must be text, got number.`],
    [
      "unknown key",
      { title: "T", sidebar_position: 2 },
      `${FILE}: front matter "sidebar_position" is not a known key.`,
    ],
    [
      "bad toc level",
      { title: "T", toc_max_heading_level: 5 },
      `${FILE}: front matter "toc_max_heading_level" must be 2 or 3, got 5.`,
    ],
    [
      "draft not boolean",
      { title: "T", draft: "yes" },
      `${FILE}: front matter "draft" must be true or false, got "yes".`,
    ],
    [
      "displayed_sidebar wrong type",
      { title: "T", displayed_sidebar: 1 },
      `${FILE}: front matter "displayed_sidebar" must be a sidebar id or null.`,
    ],
    [
      "source not a list of text",
      { title: "T", source: [1] },
      `${FILE}: front matter "source" must be a list of text values.`,
    ],
    ["not a mapping", ["a"], `${FILE}: front matter "(root)" must be a YAML mapping of keys to values.`],
    [
      "a badge with an unknown key",
      { title: "T", sidebar_badge: { since: "1.0.0" } },
      `${FILE}: front matter "sidebar_badge.since" is not a known key. Allowed keys: added, removed.`,
    ],
    [
      "a badge naming no release",
      { title: "T", sidebar_badge: { added: "beta 9" } },
      `${FILE}: front matter "sidebar_badge.added" must be a release like 1.0.0-beta.9, got "beta 9".`,
    ],
    [
      "a badge with two keys",
      { title: "T", sidebar_badge: { added: "1.0.0", removed: "1.0.1" } },
      `${FILE}: front matter "sidebar_badge" must be { added: <release> }, { removed: <release> } or short text: exactly one key.`,
    ],
    [
      "a badge text too long for the sidebar",
      { title: "T", sidebar_badge: "这是一个太长的徽章文字" },
      `${FILE}: front matter "sidebar_badge" must be text of 1 to 8 characters`,
    ],
    [
      "a badge of the wrong type",
      { title: "T", sidebar_badge: 3 },
      `${FILE}: front matter "sidebar_badge" must be { added: <release> }, { removed: <release> } or short text, got 3.`,
    ],
  ];
  for (const [name, raw, message] of bad) {
    it(`rejects ${name}, naming the file and the field`, () => {
      expect(() => validateDocFrontmatter(raw, FILE)).toThrow(FrontmatterError);
      expect(() => validateDocFrontmatter(raw, FILE)).toThrow(message);
    });
  }
});

describe("blog front matter", () => {
  const known = { authors: new Set(["supermanito"]), tags: new Set(["教程"]) };
  const POST = "content/blog/2024-05-01-welcome.mdx";

  it("derives slug and date from the file name", () => {
    const fm = validatePostFrontmatter(
      { title: "欢迎", authors: ["supermanito"], tags: ["教程"] },
      POST,
      "2024-05-01-welcome.mdx",
    );
    expect(fm.slug).toBe("welcome");
    expect(fm.date).toBe("2024-05-01");
  });

  it("takes a folder post's slug from the folder", () => {
    expect(validatePostFrontmatter({ title: "A" }, POST, "2025-04-28-release/index.mdx").slug).toBe("release");
  });

  it("accepts a YAML date object", () => {
    expect(
      validatePostFrontmatter({ title: "A", date: new Date("2024-06-02T00:00:00Z") }, POST, "2024-05-01-a.mdx").date,
    ).toBe("2024-06-02");
  });

  it("rejects a bad date, a missing title and a bad file name", () => {
    expect(() => validatePostFrontmatter({ title: "A", date: "2024-02-30" }, POST, "2024-05-01-a.mdx")).toThrow(
      `${POST}: front matter "date" must be a real date`,
    );
    expect(() => validatePostFrontmatter({}, POST, "2024-05-01-a.mdx")).toThrow(
      `${POST}: front matter "title" is required.`,
    );
    expect(() => validatePostFrontmatter({ title: "A" }, POST, "welcome.mdx")).toThrow(`front matter "(file name)"`);
  });

  it("blames the file name for an impossible date in it, whether or not front matter has a date", () => {
    for (const raw of [{ title: "A" }, { title: "A", date: "2024-03-01" }]) {
      expect(() => validatePostFrontmatter(raw, POST, "2024-02-30-a.mdx")).toThrow(
        `${POST}: front matter "(file name)" starts with "2024-02-30", which is not a real date.`,
      );
    }
  });

  it("checks author and tag keys against the YAML data (as createPages does)", () => {
    expect(() => checkPostReferences({ authors: ["nobody"], tags: [] }, POST, known)).toThrow(
      `${POST}: front matter "authors" names "nobody", which is not in content/blog/authors.yaml.`,
    );
    expect(() => checkPostReferences({ authors: [], tags: ["x"] }, POST, known)).toThrow(
      `${POST}: front matter "tags" names "x", which is not in content/blog/tags.yaml.`,
    );
    expect(() => checkPostReferences({ authors: ["supermanito"], tags: ["教程"] }, POST, known)).not.toThrow();
  });

  it("validates ISO dates strictly", () => {
    expect(isValidIsoDate("2024-05-01")).toBe(true);
    expect(isValidIsoDate("2024-13-01")).toBe(false);
    expect(isValidIsoDate("2024-5-1")).toBe(false);
  });
});

describe("one schema, every derived form", () => {
  const fieldNames = (defs: string) => [...defs.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);

  it("the GraphQL MdxFrontmatter type has every key of both schemas", () => {
    expect(new Set(fieldNames(mdxFrontmatterTypeDef()))).toEqual(
      new Set([...Object.keys(DOC_SCHEMA), ...Object.keys(POST_SCHEMA)]),
    );
  });

  it("a Doc node carries exactly the validated fields", () => {
    expect(fieldNames(nodeFieldDefs(DOC_SCHEMA))).toEqual(Object.keys(validateDocFrontmatter({ title: "T" }, FILE)));
  });

  it("a BlogPost node carries exactly the validated fields, under their node names", () => {
    const fields = postNodeFields(validatePostFrontmatter({ title: "A" }, "f", "2024-05-01-a.mdx"));
    expect(new Set(fieldNames(nodeFieldDefs(POST_SCHEMA)))).toEqual(new Set(Object.keys(fields)));
  });

  it("docs/CONTENT-GUIDE.md documents every key of both schemas, and no other", () => {
    const guide = readFileSync("docs/CONTENT-GUIDE.md", "utf8");
    const block = (heading: string) => {
      const at = guide.indexOf(heading);
      const yaml = /```yaml\n---\n([\s\S]*?)---\n```/.exec(guide.slice(at));
      return [...(yaml?.[1] ?? "").matchAll(/^(\w+):/gm)].map((m) => m[1]);
    };
    expect(block("## Docs front matter")).toEqual(Object.keys(DOC_SCHEMA));
    expect(block("## Blog front matter")).toEqual(Object.keys(POST_SCHEMA));
  });
});
