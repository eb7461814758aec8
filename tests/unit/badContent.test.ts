/**
 * The bad-content harness: each kind of bad content, put into a copy of the real content, must
 * make `npm run check:mdx` fail naming the file and the field, with the message the build prints
 * (the same modules make both). The few cases only a real build can show (route collisions in
 * Gatsby's node store, the cache after a failed build) are in tests/build/badContent.mjs.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
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
    expect(problems).toEqual([
      'route "/docs/next/about" would be made by both content/docs/about.mdx and content/docs/about/index.mdx. Rename or move one of them.',
    ]);
  }, 120_000);

  it("a post whose slug takes a blog route", async () => {
    const problems = await withChange({ [POST]: read(POST).replace("slug: welcome", "slug: archive") });
    expect(problems).toEqual([
      `route "/blog/archive" would be made by both ${POST} and the blog archive. Rename or move one of them.`,
    ]);
  }, 120_000);

  it("an API description whose page has a typo", async () => {
    const file = "content/api/internal/cron.yaml";
    const problems = await withChange({
      [file]: read(file).replace("page: /docs/dev/api/internal/cron/page", "page: /docs/dev/api/internal/cron/pgae"),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/api\/internal\/cron\.yaml: entry 1 \(GET \/api\/\S+\): field "page" is "\/docs\/dev\/api\/internal\/cron\/pgae", but no docs page has that route/,
    );
  }, 120_000);

  it("an unknown author and an unknown tag", async () => {
    expect(await withChange({ [POST]: read(POST).replace("authors: [supermanito]", "authors: [nobody]") })).toEqual([
      `${POST}: front matter "authors" names "nobody", which is not in content/blog/authors.yaml.`,
    ]);
    expect(await withChange({ [POST]: read(POST).replace("tags: [教程]", "tags: [没有]") })).toEqual([
      `${POST}: front matter "tags" names "没有", which is not in content/blog/tags.yaml.`,
    ]);
  }, 120_000);

  it("an unknown sidebar", async () => {
    const problems = await withChange({
      [ABOUT]: read(ABOUT).replace("title: 关于我们", "title: 关于我们\ndisplayed_sidebar: nope"),
    });
    expect(problems[0]).toMatch(
      /^content\/docs\/about\.mdx: front matter "displayed_sidebar" is "nope", but the sidebars are/,
    );
  }, 120_000);

  it("a front-matter YAML syntax error, with the line in the file", async () => {
    const problems = await withChange(
      { [ABOUT]: read(ABOUT).replace("title: 关于我们", "title: 关于我们\ndescription: [未闭合") },
      [ABOUT],
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/docs\/about\.mdx:\d+:\d+: front matter is not valid YAML: /);
  }, 60_000);

  it("a GBK-encoded file", async () => {
    const gbk = Buffer.concat([
      Buffer.from("---\ntitle: "),
      Buffer.from([0xb9, 0xd8, 0xd3, 0xda]),
      Buffer.from("\n---\n\n正文\n"),
    ]);
    expect(await withChange({ [ABOUT]: gbk }, [ABOUT])).toEqual([
      'content/docs/about.mdx: is not UTF-8 text (first bad byte on line 2). Save the file as UTF-8 (in most editors: "Save with encoding" → UTF-8).',
    ]);
  }, 60_000);

  it("a JSX <img> pointing at a missing file", async () => {
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n<img src="/img/missing.png" alt="缺失" />\n` }, [
      ABOUT,
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/docs\/about\.mdx:\d+:1: image "\/img\/missing\.png" not found \(expected the file static\/img\/missing\.png\)/,
    );
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
      expect([...failures.values()].flat()).toEqual([
        "content/blog/passwd.png: is a symbolic link to /etc/passwd, outside the repository. Content and media must be files inside the repository: copy the file in instead of linking to it.",
      ]);
      expect(checked).toBe(0);
    } finally {
      rmSync(link);
    }
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n![x](../../../../../../../../etc/passwd)\n` }, [
      ABOUT,
    ]);
    expect(problems[0]).toMatch(
      /^content\/docs\/about\.mdx:\d+:1: image "[./]+etc\/passwd" leads outside the repository/,
    );
  }, 60_000);

  it("a post file name with an impossible date, with or without a date in front matter", async () => {
    const bad = "content/blog/2024-02-30-bad.mdx";
    const message = `${bad}: front matter "(file name)" starts with "2024-02-30", which is not a real date.`;
    expect(
      await withChange({ [bad]: "---\ntitle: 坏日期\ndate: 2024-03-01\nauthors: [supermanito]\n---\n\n正文\n" }, [bad]),
    ).toEqual([message]);
    expect(await withChange({ [bad]: "---\ntitle: 坏日期\nauthors: [supermanito]\n---\n\n正文\n" }, [bad])).toEqual([
      message,
    ]);
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
    expect(
      await withChange({ [ABOUT]: read(ABOUT).replace("title: 关于我们", "title: 关于我们\ntitel: x") }, [ABOUT]),
    ).toEqual([expect.stringMatching(/^content\/docs\/about\.mdx: front matter "titel" is not a known key/)]);
    expect(await withChange({ [ABOUT]: read(ABOUT).replace("title: 关于我们\n", "") }, [ABOUT])).toEqual([
      'content/docs/about.mdx: front matter "title" is required.',
    ]);
  }, 60_000);

  it("an unknown admonition type", async () => {
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n:::caution\n小心\n:::\n` }, [ABOUT]);
    expect(problems[0]).toMatch(/about\.mdx: admonition ":::caution" is not a known type/);
  }, 60_000);

  it("a literal ** left in the text, at its line in the file", async () => {
    const source = read(ABOUT);
    const lines = source.split("\n").length;
    const problems = await withChange({ [ABOUT]: `${source}\n这里的 ** 不会成对\n` }, [ABOUT]);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/docs/about\\.mdx:${lines + 1}: "\\*\\*" is left as literal text`)),
    ]);
  }, 60_000);

  it("a heading id used twice on a page, at its line in the file", async () => {
    const source = read(ABOUT);
    const lines = source.split("\n").length;
    const problems = await withChange({ [ABOUT]: `${source}\n## 甲 {#twice}\n\n## 乙 {#twice}\n` }, [ABOUT]);
    expect(problems).toEqual([`content/docs/about.mdx:${lines + 3}: heading id "twice" is used twice on this page.`]);
  }, 60_000);

  it("a moved page whose old route is another page, or another page's old route", async () => {
    const moved = (to: string) =>
      read(ABOUT).replace("title: 关于我们\n", `title: 关于我们\nredirect_from:\n  - ${to}\n`);
    expect(await withChange({ [ABOUT]: moved("/docs/start") })).toEqual([
      'route "/docs/next/start" would be made by both content/docs/start/index.mdx and the redirect_from of content/docs/about.mdx. Rename or move one of them.',
    ]);
    const other = "content/docs/cli/sundry.mdx";
    const both = await withChange({
      [ABOUT]: moved("/docs/old"),
      [other]: read(other).replace(/^title: (.*)$/m, "title: $1\nredirect_from: [/docs/old]"),
    });
    expect(both).toEqual([
      'route "/docs/next/old" would be made by both the redirect_from of content/docs/about.mdx and the redirect_from of content/docs/cli/sundry.mdx. Rename or move one of them.',
    ]);
    expect(await withChange({ [ABOUT]: moved("docs/no-slash") }, [ABOUT])).toEqual([
      'content/docs/about.mdx: front matter "redirect_from" "docs/no-slash" is not a docs route: write it as /docs/<path>, without a trailing slash, "?", "#", ".." or spaces.',
    ]);
    // Before, these passed check:mdx: the first failed the build's last step naming no file, the
    // second became a Netlify splat in public/_redirects.
    expect(await withChange({ [ABOUT]: moved("/docs/a%zz") }, [ABOUT])).toEqual([
      'content/docs/about.mdx: front matter "redirect_from" "/docs/a%zz" has a "%" escape that does not decode to text (a "%" must be followed by two hexadecimal digits of UTF-8). Write the route as the address bar shows it.',
    ]);
    expect(await withChange({ [ABOUT]: moved('"/docs/*"') }, [ABOUT])).toEqual([
      'content/docs/about.mdx: front matter "redirect_from" "/docs/*" has "*", which public/_redirects or the nginx rules would read as syntax, not as part of a path. Old routes may hold letters, digits, "-", "_", "." and "~" only.',
    ]);
  }, 240_000);

  it("a blog YAML file with a syntax error, and an unexpected YAML file", async () => {
    expect(await withChange({ "content/blog/tags.yaml": "- key: [x\n" })).toEqual([
      expect.stringMatching(/^content\/blog\/tags\.yaml:\d+:\d+: is not valid YAML: /),
    ]);
    expect(await withChange({ "content/blog/extra.yaml": "[]\n" })).toEqual([
      "content/blog/extra.yaml: unexpected YAML file in content/blog (only authors.yaml and tags.yaml are read).",
    ]);
  }, 240_000);

  // Hardening, round two (issue 23): content that runs script, alias bombs, file names a URL
  // cannot carry, and messages that did not name the file.
  const aboutLines = () => read(ABOUT).split("\n").length;
  /** The line after the file's last line and one blank line: where an appended block starts. */
  const appended = () => aboutLines() + 1;

  it("a YAML alias bomb in front matter, refused before anything walks it", async () => {
    let bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n";
    for (let i = 1; i < 10; i++)
      bomb += `a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(", ")}]\n`;
    const start = Date.now();
    const problems = await withChange(
      { [ABOUT]: read(ABOUT).replace("title: 关于我们\n", `title: 关于我们\n${bomb}`) },
      [ABOUT],
    );
    // *a0 is first used on line 4 (line 1 "---", line 2 the title, line 3 the anchor), column 10.
    expect(problems).toEqual([
      "content/docs/about.mdx:4:10: front matter uses YAML aliases (*name) that expand to more than 20000 values. Write the values out instead of nesting aliases.",
    ]);
    expect(Date.now() - start).toBeLessThan(20_000);
    const api = "content/api/open/cron.yaml";
    expect(
      await withChange(
        {
          [api]: `x: &x [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n${Array.from(
            { length: 6 },
            (_, i) =>
              `y${i}: &y${i} [${Array(10)
                .fill(i ? `*y${i - 1}` : "*x")
                .join(", ")}]`,
          ).join("\n")}\n`,
        },
        [api],
      ),
    ).toEqual([
      `${api}:2:10: uses YAML aliases (*name) that expand to more than 20000 values. Write the values out instead of nesting aliases.`,
    ]);
  }, 60_000);

  it("javascript:, vbscript: and data: URLs in MDX links, images and JSX attributes", async () => {
    const line = appended();
    const at = (col: number) => `${ABOUT}:${line}:${col}`;
    const tail = "which could run script in a reader's browser. Link to a page or a file instead.";
    expect(await withChange({ [ABOUT]: `${read(ABOUT)}\n[点我](javascript:alert(1))\n` }, [ABOUT])).toEqual([
      `${at(1)}: link is "javascript:alert(1)", a javascript: URL, ${tail}`,
    ]);
    expect(await withChange({ [ABOUT]: `${read(ABOUT)}\n[点我][x]\n\n[x]: JaVaScRiPt:alert(1)\n` }, [ABOUT])).toEqual([
      `${ABOUT}:${line + 2}:1: link definition is "JaVaScRiPt:alert(1)", a javascript: URL, ${tail}`,
    ]);
    expect(await withChange({ [ABOUT]: `${read(ABOUT)}\n<a href="vbscript:msgbox(1)">点我</a>\n` }, [ABOUT])).toEqual([
      `${at(1)}: attribute "href" of <a> is "vbscript:msgbox(1)", a vbscript: URL, ${tail}`,
    ]);
    expect(
      await withChange(
        { [ABOUT]: `${read(ABOUT)}\n<img src={"data:text/html,<script>alert(1)</script>"} alt="x" />\n` },
        [ABOUT],
      ),
    ).toEqual([
      `${at(1)}: attribute "src" of <img> is "data:text/html,<script>alert(1)</script>", a data: URL, ${tail}`,
    ]);
    expect(await withChange({ [ABOUT]: `${read(ABOUT)}\n![图](data:image/svg+xml,abc)\n` }, [ABOUT])).toEqual([
      `${at(1)}: image is "data:image/svg+xml,abc", a data: URL, ${tail}`,
    ]);
  }, 60_000);

  it("content that runs script or embeds another document: expressions, iframes, handlers, raw markup", async () => {
    const line = appended();
    const fails = async (added: string) => withChange({ [ABOUT]: `${read(ABOUT)}\n${added}\n` }, [ABOUT]);
    const literalsOnly = "is not allowed in content. Content may use only literal values";
    expect((await fails("{(() => { window.x = 1; })()}")).join("\n")).toContain(
      `${ABOUT}:${line}: a JavaScript expression (CallExpression) ${literalsOnly}`,
    );
    expect((await fails('<a href={"java" + "script:alert(1)"}>点我</a>')).join("\n")).toContain(
      `${ABOUT}:${line}: a JavaScript expression (BinaryExpression) ${literalsOnly}`,
    );
    expect(await fails('<iframe src="https://example.com/" title="x" />')).toEqual([
      `${ABOUT}:${line}:1: a <iframe> element would embed or load another document in the page. Link to it instead ([text](url)).`,
    ]);
    expect(await fails('<div onClick="alert(1)">点我</div>')).toEqual([
      `${ABOUT}:${line}:1: the attribute "onClick" of <div> would run script or write raw markup in readers' browsers. Remove it.`,
    ]);
    expect(await fails('<div dangerouslySetInnerHTML={{ __html: "<img src=x>" }} />')).toEqual([
      `${ABOUT}:${line}:1: the attribute "dangerouslySetInnerHTML" of <div> would run script or write raw markup in readers' browsers. Remove it.`,
    ]);
    expect((await fails("<Widget />")).join("\n")).toContain(
      `${ABOUT}:${line}: <Widget> is not a writer component of this site.`,
    );
    expect((await fails("export const x = 1;")).join("\n")).toContain(
      `${ABOUT}:${line}: \`export\` is not allowed in content`,
    );
  }, 60_000);

  it("partials: a cycle, and an import that leads outside the project", async () => {
    const [a, b] = ["content/docs/_cycle-a.mdx", "content/docs/_cycle-b.mdx"];
    const cycle = await withChange(
      {
        [a]: 'import B from "./_cycle-b.mdx";\n\n<B />\n',
        [b]: 'import A from "./_cycle-a.mdx";\n\n<A />\n',
        [ABOUT]: `${read(ABOUT)}\nimport A from "./_cycle-a.mdx";\n\n<A />\n`,
      },
      [ABOUT],
    );
    expect(cycle.join("\n")).toContain(
      "partials include each other in a cycle: content/docs/about.mdx → content/docs/_cycle-a.mdx → content/docs/_cycle-b.mdx → content/docs/_cycle-a.mdx",
    );
    // A real file beside the project copy, so only the place is wrong.
    const outsideFile = path.join(path.dirname(root), `${path.basename(root)}-outside.mdx`);
    writeFileSync(outsideFile, "外部的文字\n");
    try {
      const spec = `../../../${path.basename(outsideFile)}`;
      const outside = await withChange({ [ABOUT]: `${read(ABOUT)}\nimport X from "${spec}";\n` }, [ABOUT]);
      expect(outside.join("\n")).toContain(`import "${spec}" leads outside the project; a partial must be inside it.`);
    } finally {
      rmSync(outsideFile, { force: true });
    }
  }, 60_000);

  it("an SVG that runs script, in the whole-content check", async () => {
    const svg = "content/blog/bad.svg";
    expect(
      await withChange({ [svg]: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }),
    ).toEqual([
      `${svg}: this SVG has a <script> element, which could run script in the browser of anyone who opens the file. Remove it (export the drawing again as plain SVG).`,
    ]);
  }, 120_000);

  it("a link whose percent escapes do not decode", async () => {
    const line = appended();
    expect(
      await withChange({ [ABOUT]: `${read(ABOUT)}\n[截断](/docs/start/install#%E5%91%BD%E4%BB)\n` }, [ABOUT]),
    ).toEqual([
      `${ABOUT}:${line}:1: link "/docs/start/install#%E5%91%BD%E4%BB" has a "%" escape in its fragment that does not decode to UTF-8 text (cut off mid-character?): copy the address again, or write the text itself.`,
    ]);
    expect(await withChange({ [ABOUT]: `${read(ABOUT)}\n<a href="/docs/about#100%">百分</a>\n` }, [ABOUT])).toEqual([
      `${ABOUT}:${line}:1: attribute "href" of <a> "/docs/about#100%" has a "%" not followed by two hexadecimal digits in its fragment (write "%25" for a literal "%").`,
    ]);
  }, 60_000);

  it("a raw <script> in MDX", async () => {
    expect(await withChange({ [ABOUT]: `${read(ABOUT)}\n<script>{"alert(1)"}</script>\n` }, [ABOUT])).toEqual([
      `${ABOUT}:${appended()}:1: a <script> element in content would run in every reader's browser. Remove it.`,
    ]);
  }, 60_000);

  it("a script URL in authors.yaml, front matter and an API description, with the line", async () => {
    const authors = "content/blog/authors.yaml";
    expect(
      await withChange({
        [authors]: read(authors).replace("url: https://github.com/SuperManito", 'url: "javascript:alert(4)"'),
      }),
    ).toEqual([
      `${authors}:4: field "0.url" is "javascript:alert(4)", a javascript: URL, which could run script in a reader's browser. Link to a page or a file instead.`,
    ]);
    expect(
      await withChange({ [ABOUT]: read(ABOUT).replace("  - LICENSE\n", "  - LICENSE\n  - ' javascript:alert(1)'\n") }, [
        ABOUT,
      ]),
    ).toEqual([
      `${ABOUT}:7: field "source.2" is " javascript:alert(1)", a javascript: URL, which could run script in a reader's browser. Link to a page or a file instead.`,
    ]);
    const api = "content/api/open/cron.yaml";
    expect(
      await withChange({
        [api]: read(api).replace("summary: 分页查询定时任务，每个任务附带是否正在运行。", "summary: data:text/html,x"),
      }),
    ).toEqual([
      `${api}:7: field "0.summary" is "data:text/html,x", a data: URL, which could run script in a reader's browser. Link to a page or a file instead.`,
    ]);
  }, 240_000);

  it("docs and blog file names a URL cannot carry", async () => {
    const body = "---\ntitle: 坏名字\n---\n\n正文\n";
    const tail = 'which a URL cannot carry as it is. Rename it with letters, digits, "-", "_" and "." only.';
    for (const [name, what] of [
      ["a#b", '"#"'],
      ["a?b", '"?"'],
      ["100%", '"%"'],
      ["a b", "U+0020"],
    ] as const) {
      expect(await withChange({ [`content/docs/${name}.mdx`]: body }, [`content/docs/${name}.mdx`])).toEqual([
        `content/docs/${name}.mdx: the file name has ${what}, ${tail}`,
      ]);
    }
    expect(await withChange({ "content/docs/a\u0007b.mdx": body }, ["content/docs/a\u0007b.mdx"])).toEqual([
      `content/docs/a\\u0007b.mdx: the file name has U+0007, ${tail}`,
    ]);
    const post = "content/blog/2024-06-01-a#b.mdx";
    expect(await withChange({ [post]: "---\ntitle: 坏名字\nauthors: [supermanito]\n---\n\n正文\n" })).toEqual([
      `${post}: the file name has "#", ${tail}`,
    ]);
  }, 240_000);

  it("author and tag keys that are not slugs", async () => {
    const authors = "content/blog/authors.yaml";
    expect(
      await withChange({ [authors]: `${read(authors)}- key: "<img src=x onerror=alert(1)>"\n  name: X\n` }),
    ).toEqual([
      `${authors}: author "<img src=x onerror=alert(1)>" field "key" must be letters, digits, ".", "_" or "-" (it becomes part of a URL).`,
    ]);
    const tags = "content/blog/tags.yaml";
    expect(await withChange({ [tags]: `${read(tags)}- key: a b\n  label: 空格\n` })).toEqual([
      `${tags}: tag "a b" field "key" must be letters, digits, ".", "_" or "-" (it becomes part of a URL).`,
    ]);
  }, 240_000);

  it("imports a page cannot use: a Node.js module, a package that is not installed, a missing file", async () => {
    // An import sits on the line after the front matter's closing "---" (line 18) and a blank line.
    const at = `${ABOUT}:19:1`;
    const withImport = (line: string) => read(ABOUT).replace("---\n\nArcadia 是", `---\n\n${line}\n\nArcadia 是`);
    expect(await withChange({ [ABOUT]: withImport('import fs from "fs"') }, [ABOUT])).toEqual([
      `${at}: import "fs" is a Node.js module; pages run in the browser and cannot use it.`,
    ]);
    expect(await withChange({ [ABOUT]: withImport('import pad from "left-pad-not-here"') }, [ABOUT])).toEqual([
      `${at}: import "left-pad-not-here": the package "left-pad-not-here" is not installed.`,
    ]);
    expect(await withChange({ [ABOUT]: withImport('import X from "./nothing"') }, [ABOUT])).toEqual([
      `${at}: import "./nothing" names no file (looked for content/docs/nothing).`,
    ]);
  }, 60_000);

  it("a mermaid block edited since `npm run diagrams` (no SVG for its text), at its line", async () => {
    const block = "```mermaid\nflowchart TD\n  A[未渲染] --> B[的图]\n```";
    const problems = await withChange({ [ABOUT]: `${read(ABOUT)}\n${block}\n` }, [ABOUT]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${ABOUT}:${appended()}: this mermaid diagram has no rendered SVG for its current text \\(static/diagrams/[0-9a-f]{16}-light\\.svg and -dark\\.svg\\)\\. It is new or was edited: run "npm run diagrams"`,
      ),
    );
  }, 60_000);

  it("an image path with a broken percent escape", async () => {
    expect(await withChange({ [ABOUT]: `${read(ABOUT)}\n![图](/img/a%E0%A4%A.png)\n` }, [ABOUT])).toEqual([
      // Markdown has already escaped the lone "%" (as %25); "%E0%A4" is half a character.
      `${ABOUT}:${appended()}:1: image "/img/a%E0%A4%25A.png" has a "%" escape that does not decode to text (write "%25" for a literal "%", or rename the file).`,
    ]);
  }, 60_000);

  it("a symbolic link to an MDX file outside the repository (the link check of issue 23's item 1)", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "outside-"));
    writeFileSync(path.join(outside, "secret.mdx"), "---\ntitle: 外部\n---\n\n正文\n");
    const link = path.join(root, "content/docs/linked.mdx");
    symlinkSync(path.join(outside, "secret.mdx"), link);
    try {
      const message = `content/docs/linked.mdx: is a symbolic link to ${path.join(outside, "secret.mdx")}, outside the repository. Content and media must be files inside the repository: copy the file in instead of linking to it.`;
      expect(await withChange({})).toEqual([message]);
      expect(await withChange({}, ["content/docs/linked.mdx"])).toEqual([message]);
    } finally {
      unlinkSync(link);
      rmSync(outside, { recursive: true, force: true });
    }
  }, 240_000);

  it("an API description with a method and path described twice", async () => {
    const api = "content/api/open/cron.yaml";
    const entries = read(api).split(/\n(?=- page:)/);
    const twice = `${read(api).trimEnd()}\n${entries[0].trimEnd()}\n`;
    const message = `${api}: entry ${entries.length + 1} (GET /api/open/cron/v1/page) describes the same method and path as entry 1. Describe each endpoint once.`;
    expect(await withChange({ [api]: twice }, [api])).toEqual([message]);
    expect(await withChange({ [api]: twice })).toEqual([message]);
    const other = "content/api/open/env.yaml";
    expect(await withChange({ [other]: `${read(other).trimEnd()}\n${entries[0].trimEnd()}\n` })).toEqual([
      expect.stringMatching(
        /^content\/api\/open\/env\.yaml: entry \d+ \(GET \/api\/open\/cron\/v1\/page\) describes the same method and path as content\/api\/open\/cron\.yaml entry 1\./,
      ),
    ]);
  }, 240_000);

  it("check:mdx with a YAML file named checks it, and a name that is no content file fails", async () => {
    const api = "content/api/open/cron.yaml";
    const good = await checkContent(root, [api]);
    expect([good.checked, good.failures.size, good.passed]).toEqual([1, 0, [api]]);
    expect(await withChange({ [api]: "- page: [x\n" }, [api])).toEqual([
      expect.stringMatching(/^content\/api\/open\/cron\.yaml:\d+:\d+: is not valid YAML: /),
    ]);
    expect(await withChange({ [api]: "- page: /docs/x\n" }, [api])).toEqual([
      expect.stringMatching(/^content\/api\/open\/cron\.yaml: entry 1/),
    ]);
    expect(await withChange({}, ["content/docs/nope.mdx"])).toEqual(["content/docs/nope.mdx: no such file or folder."]);
    expect(await withChange({ "content/docs/notes.txt": "x" }, ["content/docs/notes.txt"])).toEqual([
      "content/docs/notes.txt: is not a content file (.mdx, .md, .yaml, .yml).",
    ]);
  }, 60_000);

  it("a very large page is a warning naming the file, not a failure", async () => {
    const big = "content/blog/2024-06-02-big.mdx";
    // One long unhighlighted code block: large, and quick to compile.
    const text = `---\ntitle: 很长\nauthors: [supermanito]\n---\n\n\`\`\`\n${"0123456789".repeat(10).concat("\n").repeat(2_700)}\`\`\`\n`;
    writeFileSync(path.join(root, big), text);
    try {
      const result = await checkContent(root, [big]);
      expect(result.failures.size).toBe(0);
      expect(result.warnings).toEqual([
        `${big}: is ${Math.round(Buffer.byteLength(text) / 1024)} KB, above 256 KB: a page this long is slow to build, load and search. Split it into several pages.`,
      ]);
    } finally {
      rmSync(path.join(root, big));
    }
  }, 120_000);
});
