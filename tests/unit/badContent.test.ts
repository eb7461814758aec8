/**
 * The bad-content harness: each kind of bad content, put into a copy of the real content, must
 * make `npm run check:mdx` fail naming the file and the field, with the message the build prints
 * (the same modules make both). The few cases only a real build can show (route collisions in
 * Gatsby's node store, the cache after a failed build) are in tests/build/badContent.mjs.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkContent } from "../../scripts/lib/contentCheck";

const project = process.cwd();
let root = "";

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bad-content-"));
  cpSync(path.join(project, "content"), path.join(root, "content"), { recursive: true });
  symlinkSync(path.join(project, "static"), path.join(root, "static"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Applies a change to the copy, runs the check, and undoes the change. */
async function withChange(files: Record<string, string | Buffer | null>, named: string[] = []) {
  const saved = new Map<string, Buffer | null>();
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    let old: Buffer | null = null;
    try {
      old = readFileSync(file);
    } catch {
      old = null;
    }
    saved.set(file, old);
    if (content === null) rmSync(file);
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  try {
    const { failures } = await checkContent(root, named);
    return [...failures.values()].flat();
  } finally {
    for (const [file, old] of saved) {
      if (old === null) rmSync(file, { force: true });
      else writeFileSync(file, old);
    }
  }
}

const read = (rel: string) => readFileSync(path.join(project, rel), "utf8");
const ABOUT = "content/docs/about.mdx";
const POST = "content/blog/2024-05-01-welcome.mdx";

describe("bad content fails check:mdx naming the file and the field", () => {
  it("passes the content as it is", async () => {
    expect(await withChange({})).toEqual([]);
  }, 120_000);

  it("two files for one docs route", async () => {
    const problems = await withChange({ "content/docs/about/index.mdx": "---\ntitle: 重复\n---\n\n正文\n" });
    expect(problems).toEqual(['route "/docs/about" would be made by both content/docs/about.mdx and content/docs/about/index.mdx. Rename or move one of them.']);
  }, 120_000);

  it("a post whose slug takes a blog route", async () => {
    const problems = await withChange({ [POST]: read(POST).replace("slug: welcome", "slug: archive") });
    expect(problems).toEqual([`route "/blog/archive" would be made by both ${POST} and the blog archive. Rename or move one of them.`]);
  }, 120_000);

  it("an API description whose page has a typo", async () => {
    const file = "content/api/internal/cron.yaml";
    const problems = await withChange({ [file]: read(file).replace("page: /docs/dev/api/internal/cron/page", "page: /docs/dev/api/internal/cron/pgae") });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/api\/internal\/cron\.yaml: entry 1 \(GET \/api\/\S+\): field "page" is "\/docs\/dev\/api\/internal\/cron\/pgae", but no docs page has that route/);
  }, 120_000);

  it("an unknown author and an unknown tag", async () => {
    expect(await withChange({ [POST]: read(POST).replace("authors: [supermanito]", "authors: [nobody]") })).toEqual([
      `${POST}: front matter "authors" names "nobody", which is not in content/blog/authors.yaml.`,
    ]);
    expect(await withChange({ [POST]: read(POST).replace("tags: [教程]", "tags: [没有]") })).toEqual([`${POST}: front matter "tags" names "没有", which is not in content/blog/tags.yaml.`]);
  }, 120_000);

  it("an unknown sidebar", async () => {
    const problems = await withChange({ [ABOUT]: read(ABOUT).replace("title: 关于我们", "title: 关于我们\ndisplayed_sidebar: nope") });
    expect(problems[0]).toMatch(/^content\/docs\/about\.mdx: front matter "displayed_sidebar" is "nope", but the sidebars are/);
  }, 120_000);

  it("a front-matter YAML syntax error, with the line in the file", async () => {
    const problems = await withChange({ [ABOUT]: read(ABOUT).replace("title: 关于我们", "title: 关于我们\ndescription: [未闭合") }, [ABOUT]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/docs\/about\.mdx:\d+:\d+: front matter is not valid YAML: /);
  }, 60_000);

  it("a GBK-encoded file", async () => {
    const gbk = Buffer.concat([Buffer.from("---\ntitle: "), Buffer.from([0xb9, 0xd8, 0xd3, 0xda]), Buffer.from("\n---\n\n正文\n")]);
    expect(await withChange({ [ABOUT]: gbk }, [ABOUT])).toEqual([
      'content/docs/about.mdx: is not UTF-8 text (first bad byte on line 2). Save the file as UTF-8 (in most editors: "Save with encoding" → UTF-8).',
    ]);
  }, 60_000);

  it("a JSX <img> pointing at a missing file", async () => {
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n<img src="/img/missing.png" alt="缺失" />\n` }, [ABOUT]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/docs\/about\.mdx:\d+:1: image "\/img\/missing\.png" not found \(expected the file static\/img\/missing\.png\)/);
  }, 60_000);

  it("a Markdown image pointing at a missing file", async () => {
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n![缺失](/img/missing.png)\n` }, [ABOUT]);
    expect(problems[0]).toMatch(/^content\/docs\/about\.mdx:\d+:1: image "\/img\/missing\.png" not found/);
  }, 60_000);

  it("a symbolic link under content/ that leads out of the repository, and an image path that does", async () => {
    const link = path.join(root, "content/blog/passwd.png");
    symlinkSync("/etc/passwd", link);
    try {
      const { failures, checked } = await checkContent(root);
      expect([...failures.values()].flat()).toEqual(["content/blog/passwd.png: is a symbolic link to /etc/passwd, outside the repository. Content and media must be files inside the repository: copy the file in instead of linking to it."]);
      expect(checked).toBe(0);
    } finally {
      rmSync(link);
    }
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n![x](../../../../../../../../etc/passwd)\n` }, [ABOUT]);
    expect(problems[0]).toMatch(/^content\/docs\/about\.mdx:\d+:1: image "[./]+etc\/passwd" leads outside the repository/);
  }, 60_000);

  it("a post file name with an impossible date, with or without a date in front matter", async () => {
    const bad = "content/blog/2024-02-30-bad.mdx";
    const message = `${bad}: front matter "(file name)" starts with "2024-02-30", which is not a real date.`;
    expect(await withChange({ [bad]: "---\ntitle: 坏日期\ndate: 2024-03-01\nauthors: [supermanito]\n---\n\n正文\n" }, [bad])).toEqual([message]);
    expect(await withChange({ [bad]: "---\ntitle: 坏日期\nauthors: [supermanito]\n---\n\n正文\n" }, [bad])).toEqual([message]);
  }, 60_000);

  it("an MDX syntax error, at its line in the file (front matter counted)", async () => {
    const source = read(ABOUT);
    const lines = source.split("\n").length;
    const problems = await withChange({ [ABOUT]: `${source}\n<div>\n\n未闭合\n` }, [ABOUT]);
    expect(problems).toHaveLength(1);
    // The unclosed <div> is on the line after the file's last line and the added blank one.
    expect(problems[0]).toContain(`content/docs/about.mdx:${lines + 1}:`);
    expect(problems[0]).toMatch(/Expected a closing tag for `<div>` \(\d+:1-\d+:6\)/);
    expect(problems[0]).toContain(`(${lines + 1}:1-${lines + 1}:6)`);
  }, 60_000);

  it("an unknown front-matter key and a missing title", async () => {
    expect(await withChange({ [ABOUT]: read(ABOUT).replace("title: 关于我们", "title: 关于我们\ntitel: x") }, [ABOUT])).toEqual([
      expect.stringMatching(/^content\/docs\/about\.mdx: front matter "titel" is not a known key/),
    ]);
    expect(await withChange({ [ABOUT]: read(ABOUT).replace("title: 关于我们\n", "") }, [ABOUT])).toEqual(['content/docs/about.mdx: front matter "title" is required.']);
  }, 60_000);

  it("an unknown admonition type", async () => {
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n:::caution\n小心\n:::\n` }, [ABOUT]);
    expect(problems[0]).toMatch(/about\.mdx: admonition ":::caution" is not a known type/);
  }, 60_000);

  it("a blog YAML file with a syntax error, and an unexpected YAML file", async () => {
    expect(await withChange({ "content/blog/tags.yaml": "- key: [x\n" })).toEqual([expect.stringMatching(/^content\/blog\/tags\.yaml:\d+:\d+: is not valid YAML: /)]);
    expect(await withChange({ "content/blog/extra.yaml": "[]\n" })).toEqual([
      "content/blog/extra.yaml: unexpected YAML file in content/blog (only authors.yaml and tags.yaml are read).",
    ]);
  }, 240_000);
});
