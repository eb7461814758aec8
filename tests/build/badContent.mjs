#!/usr/bin/env node
// Bad content that only a real build can show, in a copy of the fixture site (tests/fixture-site:
// the repository's code with a small content tree; node_modules linked), with the cache kept
// between builds:
//   1. a clean build (the reference);
//   2. two files for one route: the build fails naming both files, with a short message
//      (no stack trace, no dump of the compiled gatsby-node);
//   3. an unclosed tag: the build fails naming the file and the line in the file;
//   4. a literal ** left in the text, a moved page whose old route is a page, a GBK-encoded
//      file: the build fails naming the file (and the line or both files); a symbolic link to
//      /etc/passwd under content/: the build fails naming the link, and the file is not published;
//   5. everything restored, cache kept: the build succeeds and makes the same pages as step 1
//      (before the fix, it failed with a false "sidebar … refers to doc "about"" until
//      `gatsby clean`);
//   6. one MDX page edited (a new section), cache kept: the incremental build shows it on that
//      page and in its table of contents, and changes no other page's rendered content or page
//      data (tests/build/pageSnapshot.mjs);
//   7. a label edited in src/config/labels.ts, cache kept: the pages show it, and neither the
//      site's build-code check, Gatsby nor webpack says it threw a cache away
//      (tests/build/labelEdit.mjs).
// And the content of issue 23 (hardening, round two), each with the message check:mdx gives:
//   - a post dated in the future is in the clean build's copy: no page, not in lists or feeds;
//   - a very large post (in the two-files build): a warning naming it;
//   - one build each, as each stops the build where it is found: an alias bomb in front matter,
//     a script URL in authors.yaml, a "#" and a "?" in file names, an author key that is not a
//     slug, an API method and path described twice (a symbolic link to an MDX file outside the
//     repository meets the same link check as step 4's; check:mdx's case is in the unit test),
//     and MDX with a javascript: link, a raw <script>, `import fs from "fs"`, a mermaid block
//     with no rendered SVG or a broken escape in an image path.
// The per-file cases of every kind are in tests/unit/badContent.test.ts (check:mdx).
//   node tests/build/badContent.mjs [--keep-reference <dir>]   (--keep-reference: copy the clean
//   build's public/ there, for tests/build/patchesOff.mjs --on <dir>)
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { copyFixtureSite } from "./fixtureCopy.mjs";
import { changedPages, pageSnapshot } from "./pageSnapshot.mjs";
import { labelEditKeepsCache } from "./labelEdit.mjs";
import { writeFuturePost } from "./futurePost.mjs";

const { dir, remove } = copyFixtureSite("arcadia-build-");
const keepReference = process.argv.includes("--keep-reference")
  ? process.argv[process.argv.indexOf("--keep-reference") + 1]
  : null;
// The test suite's settings (test pages, every analytics provider), as tests/build/patchesOff.mjs builds with.
const analytics = JSON.parse(readFileSync("tests/support/analyticsTestEnv.json", "utf8"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ARCADIA_TEST_PAGES: "1", CI: "1", ...analytics };

let failures = 0;
/** @param {boolean} ok @param {string} what @param {string} [detail] */
const check = (ok, what, detail = "") => {
  console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
  if (!ok) failures++;
};

/** @param {string} label */
function build(label) {
  const start = Date.now();
  const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
    cwd: dir,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // Strip colours and progress-bar control sequences.
  const output = `${r.stdout}\n${r.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
  console.log(`  (${label}: exit ${r.status}, ${((Date.now() - start) / 1000).toFixed(0)} s)`);
  return { ok: r.status === 0, output };
}

/** The ERROR block of a failed build: the message must come first and stay short. */
/** @param {string} output */
function errorBlock(output) {
  // "ERROR" on a terminal, "error" in CI's plain output.
  const at = output.search(/^\s*error\b/im);
  return at < 0 ? output.slice(-3000) : output.slice(at);
}
/** @param {string} block */
const isShort = (block) =>
  !/\.cache[\\/]compiled|^\s+at \S+ \(/m.test(block) &&
  block.split("\n").filter((l) => l.trim() && !l.startsWith("npm warn")).length <= 12;

/** @param {string} rel */
const file = (rel) => path.join(dir, rel);
const about = readFileSync(file("content/docs/about.mdx"));

/**
 * Puts a file's text back with its modification time: without git history a page shows its
 * file's date, and a restore after midnight would otherwise date the page anew.
 * @param {string} rel @param {Buffer} text @param {Date} mtime
 */
function restore(rel, text, mtime) {
  writeFileSync(file(rel), text);
  utimesSync(file(rel), mtime, mtime);
}
const aboutMtime = statSync(file("content/docs/about.mdx")).mtime;

/**
 * Writes `files` (null: remove), builds, checks the build fails with each message in a short
 * error block, and restores the files.
 * @param {string} label @param {Record<string, string | null>} files @param {string[]} messages
 */
function expectFailure(label, files, messages) {
  /** @type {Map<string, { text: Buffer, mtime: Date } | null>} */
  const saved = new Map();
  for (const [rel, text] of Object.entries(files)) {
    saved.set(rel, existsSync(file(rel)) ? { text: readFileSync(file(rel)), mtime: statSync(file(rel)).mtime } : null);
    if (text === null) rmSync(file(rel), { force: true });
    else writeFileSync(file(rel), text);
  }
  try {
    const result = build(label);
    const block = errorBlock(result.output);
    check(!result.ok, `${label}: the build fails`);
    for (const m of messages)
      check(
        result.output.includes(m),
        `${label}: the build says ${JSON.stringify(m.slice(0, 90))}…`,
        block.slice(0, 3000),
      );
    check(isShort(block), `${label}: the message is short`, block);
  } finally {
    for (const [rel, old] of saved) {
      if (old === null) rmSync(file(rel), { force: true });
      else restore(rel, old.text, old.mtime);
    }
  }
}

/** @param {string} title @param {string} [body] */
const post = (title, body = "正文。") => `---\ntitle: ${title}\nauthors: [supermanito]\n---\n\n${body}\n`;
const SCRIPT_URL_TAIL = "which could run script in a reader's browser. Link to a page or a file instead.";
const NAME_TAIL = 'which a URL cannot carry as it is. Rename it with letters, digits, "-", "_" and "." only.';
// A post dated in the future (tests/build/futurePost.mjs): a production build leaves it out.
writeFuturePost(dir);

try {
  const first = build("clean build");
  check(first.ok, "a clean build succeeds", first.output.slice(-3000));
  if (first.ok && keepReference) cpSync(file("public"), keepReference, { recursive: true });
  const reference = pageSnapshot(file("public"));
  const referenceHash = JSON.parse(readFileSync(file("public/page-data/app-data.json"), "utf8")).webpackCompilationHash;
  check(
    !existsSync(file("public/blog/future-post/index.html")),
    "a post dated in the future has no page in a production build",
  );
  const listsAndFeeds = [
    "public/blog/index.html",
    "public/blog/archive/index.html",
    "public/blog/tags/教程/index.html",
    "public/blog/rss.xml",
    "public/blog/atom.xml",
    "public/sitemap-0.xml",
  ];
  const mentions = listsAndFeeds.filter(
    (f) => existsSync(file(f)) && /future-post|未来的文章/.test(readFileSync(file(f), "utf8")),
  );
  check(mentions.length === 0, "and no list, feed or sitemap names it", mentions.join("\n"));
  // The tag index counts the listed posts: the welcome post is the only published one tagged 教程.
  const tagCount = readFileSync(file("public/blog/tags/index.html"), "utf8").match(/>教程<span[^>]*>(\d+)</)?.[1];
  check(tagCount === "1", "and the tag index does not count it", `教程: ${tagCount}`);
  check(
    listsAndFeeds.filter((f) => !existsSync(file(f))).length === 0,
    "(the lists and feeds checked exist)",
    listsAndFeeds.filter((f) => !existsSync(file(f))).join("\n"),
  );

  mkdirSync(file("content/docs/about"), { recursive: true });
  writeFileSync(file("content/docs/about/index.mdx"), "---\ntitle: 重复\n---\n\n同一路由的第二个文件。\n");
  const big = post("很长", "很长的一段。\n\n".repeat(20_000));
  writeFileSync(file("content/blog/2024-06-02-big.mdx"), big);
  const collision = build("two files for one route");
  rmSync(file("content/blog/2024-06-02-big.mdx"));
  const bigWarning = `content/blog/2024-06-02-big.mdx: is ${Math.round(Buffer.byteLength(big) / 1024)} KB, above 256 KB: a page this long is slow to build, load and search. Split it into several pages.`;
  check(
    collision.output.includes(bigWarning),
    "a very large post: the build warns, naming it",
    collision.output.slice(0, 3000),
  );
  const collisionError = errorBlock(collision.output);
  check(!collision.ok, "two files for one route fail the build");
  check(
    collisionError.includes(
      'route "/docs/next/about" would be made by both content/docs/about.mdx and content/docs/about/index.mdx',
    ),
    "the message names both files",
    collisionError,
  );
  check(isShort(collisionError), "the message is short: no stack trace, no compiled gatsby-node", collisionError);
  rmSync(file("content/docs/about"), { recursive: true });

  const lines = about.toString("utf8").split("\n").length;
  writeFileSync(file("content/docs/about.mdx"), `${about}\n<div>\n\n未闭合\n`);
  const unclosed = build("an unclosed tag");
  const unclosedError = errorBlock(unclosed.output);
  check(!unclosed.ok, "an unclosed tag fails the build");
  check(
    unclosedError.includes(
      `content/docs/about.mdx:${lines + 1}:1: Expected a closing tag for \`<div>\` (${lines + 1}:1-${lines + 1}:6)`,
    ),
    `the message names the file and line ${lines + 1}, counting the front matter`,
    unclosedError,
  );
  check(isShort(unclosedError), "the message is short", unclosedError);

  // Checks of the writing aids fail the build with check:mdx's message (tests/unit/badContent.test.ts).
  writeFileSync(file("content/docs/about.mdx"), `${about}\n这里的 ** 不会成对\n`);
  const stars = build("a literal ** left in the text");
  const starsError = errorBlock(stars.output);
  check(!stars.ok, "a literal ** fails the build");
  check(
    starsError.replace(/\s+/g, " ").includes(`content/docs/about.mdx:${lines + 1}: "**" is left as literal text`),
    `the message names the file and line ${lines + 1}`,
    starsError,
  );
  check(isShort(starsError), "the message is short", starsError);

  writeFileSync(
    file("content/docs/about.mdx"),
    about.toString("utf8").replace("title: 关于我们\n", "title: 关于我们\nredirect_from: [/docs/start]\n"),
  );
  const moved = build("an old route that is a page");
  const movedError = errorBlock(moved.output);
  check(!moved.ok, "a redirect_from route that is a page fails the build");
  check(
    movedError
      .replace(/\s+/g, " ")
      .includes(
        'route "/docs/next/start" would be made by both content/docs/start/index.mdx and the redirect_from of content/docs/about.mdx',
      ),
    "the message names both files",
    movedError,
  );
  check(isShort(movedError), "the message is short", movedError);

  writeFileSync(
    file("content/docs/about.mdx"),
    Buffer.concat([Buffer.from("---\ntitle: "), Buffer.from([0xb9, 0xd8, 0xd3, 0xda]), Buffer.from("\n---\n\n正文\n")]),
  );
  const gbk = build("a GBK file");
  const gbkError = errorBlock(gbk.output);
  check(!gbk.ok, "a GBK-encoded file fails the build");
  check(
    gbkError.includes("content/docs/about.mdx: is not UTF-8 text (first bad byte on line 2)"),
    "the message names the file",
    gbkError,
  );
  check(isShort(gbkError), "the message is short", gbkError);
  restore("content/docs/about.mdx", about, aboutMtime);

  symlinkSync("/etc/passwd", file("content/blog/passwd.png"));
  const link = build("a link to a file outside the repository");
  const linkError = errorBlock(link.output);
  check(!link.ok, "a symbolic link under content/ to /etc/passwd fails the build");
  check(
    linkError.includes("content/blog/passwd.png: is a symbolic link to /etc/passwd, outside the repository"),
    "the message names the link and its target",
    linkError,
  );
  check(
    !readdirSync(file("public"), { recursive: true }).some((f) => String(f).endsWith("passwd.png")),
    "and nothing of it reaches public/",
  );
  rmSync(file("content/blog/passwd.png"));

  let bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n";
  for (let i = 1; i < 10; i++)
    bomb += `a${i}: &a${i} [${Array(9)
      .fill(`*a${i - 1}`)
      .join(", ")}]\n`;
  expectFailure(
    "a YAML alias bomb in front matter",
    { "content/docs/about.mdx": about.toString("utf8").replace("title: 关于我们\n", `title: 关于我们\n${bomb}`) },
    [
      "content/docs/about.mdx:4:10: front matter uses YAML aliases (*name) that expand to more than 20000 values. Write the values out instead of nesting aliases.",
    ],
  );
  // A frozen version must not point at unreleased pages: its link to a next-only page fails the build.
  const frozenAbout = readFileSync(file("content/versions/1.0.0-beta.10/docs/about.mdx"), "utf8");
  expectFailure(
    "a frozen page linking a page only next has",
    {
      "content/docs/only-next.mdx": "---\ntitle: 只在 next\ndisplayed_sidebar: null\n---\n\n正文。\n",
      "content/versions/1.0.0-beta.10/docs/about.mdx": `${frozenAbout.trimEnd()}\n\n见[新页面](/docs/only-next)。\n`,
    },
    [
      "content/versions/1.0.0-beta.10/docs/about.mdx:",
      'link "/docs/only-next" leads to a page that only next (content/docs) has',
    ],
  );
  const authors = readFileSync(file("content/blog/authors.yaml"), "utf8");
  expectFailure(
    "a javascript: URL in authors.yaml",
    {
      "content/blog/authors.yaml": authors.replace("url: https://github.com/SuperManito", 'url: "javascript:alert(4)"'),
    },
    [`content/blog/authors.yaml:4: field "0.url" is "javascript:alert(4)", a javascript: URL, ${SCRIPT_URL_TAIL}`],
  );
  expectFailure('a "#" in a docs file name', { "content/docs/a#b.mdx": "---\ntitle: 坏名字\n---\n\n正文\n" }, [
    `content/docs/a#b.mdx: the file name has "#", ${NAME_TAIL}`,
  ]);
  expectFailure('a "?" in a docs file name', { "content/docs/a?b.mdx": "---\ntitle: 坏名字\n---\n\n正文\n" }, [
    `content/docs/a?b.mdx: the file name has "?", ${NAME_TAIL}`,
  ]);
  expectFailure(
    "an author key that is not a slug",
    { "content/blog/authors.yaml": `${authors}- key: "<img src=x onerror=alert(1)>"\n  name: X\n` },
    [
      'content/blog/authors.yaml: author "<img src=x onerror=alert(1)>" field "key" must be letters, digits, ".", "_" or "-" (it becomes part of a URL).',
    ],
  );
  const cron = readFileSync(file("content/api/open/cron.yaml"), "utf8");
  const entries = cron.split(/\n(?=- page:)/);
  expectFailure(
    "an API method and path described twice",
    { "content/api/open/cron.yaml": `${cron.trimEnd()}\n${entries[0].trimEnd()}\n` },
    [
      `content/api/open/cron.yaml: entry ${entries.length + 1} (GET /api/open/cron/v1/page) describes the same method and path as entry 1. Describe each endpoint once.`,
    ],
  );
  // MDX that fails to compile: the build stops at the first such page, so one build each.
  const mdxCases = [
    [
      "a javascript: link in MDX",
      "content/blog/2024-06-03-link.mdx",
      post("链接", "[点我](javascript:alert(1))"),
      `content/blog/2024-06-03-link.mdx:6:1: link is "javascript:alert(1)", a javascript: URL, ${SCRIPT_URL_TAIL}`,
    ],
    [
      "a raw <script> in MDX",
      "content/blog/2024-06-04-script.mdx",
      post("脚本", '<script>{"alert(1)"}</script>'),
      "content/blog/2024-06-04-script.mdx:6:1: a <script> element in content would run in every reader's browser. Remove it.",
    ],
    [
      'import fs from "fs" in MDX',
      "content/blog/2024-06-05-import.mdx",
      post("导入", 'import fs from "fs"\n\n正文。'),
      'content/blog/2024-06-05-import.mdx:6:1: import "fs" is a Node.js module; pages run in the browser and cannot use it.',
    ],
    [
      "a mermaid block not rendered since its last edit",
      "content/blog/2024-06-07-diagram.mdx",
      post("图", "```mermaid\nflowchart TD\n  A[未渲染] --> B[的图]\n```"),
      "content/blog/2024-06-07-diagram.mdx:6: this mermaid diagram has no rendered SVG for its current text",
    ],
    [
      "a broken escape in an image path",
      "content/blog/2024-06-06-image.mdx",
      post("图片", "![图](/img/a%E0%A4%A.png)"),
      'content/blog/2024-06-06-image.mdx:6:1: image "/img/a%E0%A4%25A.png" has a "%" escape that does not decode to text (write "%25" for a literal "%", or rename the file).',
    ],
  ];
  for (const [label, rel, text, message] of mdxCases) expectFailure(label, { [rel]: text }, [message]);

  const last = build("restored, cache kept");
  check(last.ok, "after the failed builds, the restored content builds with the cache kept", last.output.slice(-3000));
  const restored = pageSnapshot(file("public"));
  const differ = changedPages(reference, restored);
  check(differ.length === 0, "and makes the same pages as the clean build", differ.slice(0, 20).join("\n"));
  const restoredHash = JSON.parse(readFileSync(file("public/page-data/app-data.json"), "utf8")).webpackCompilationHash;
  check(restoredHash === referenceHash, "and the same webpack compilation hash", `${referenceHash} → ${restoredHash}`);

  const marker = `增量构建检查-${Date.now()}`;
  // A next page whose file is the same as the latest's: the edit changes next's page only.
  const editedFile = "content/docs/cli/config/envm.mdx";
  const editedRoute = "/docs/next/cli/config/envm";
  const pageData = () => JSON.parse(readFileSync(file(`public/page-data${editedRoute}/page-data.json`), "utf8"));
  const source = readFileSync(file(editedFile), "utf8");
  // A new section: its heading must reach the page and its table of contents (kept in a cache).
  writeFileSync(file(editedFile), `${source.trimEnd()}\n\n## ${marker}\n\n新增的一段。\n`);
  // content/docs is next: the edit shows at /docs/next/…, and the latest's copy of the page stays as it was.
  const edited = build("one next page edited, cache kept");
  check(edited.ok, "an edit to one next page builds with the cache kept", edited.output.slice(-3000));
  const afterEdit = pageSnapshot(file("public"));
  check(afterEdit.get(editedRoute)?.includes(`<h2 id="${marker}"`) === true, "the edited page shows the new section");
  check(
    JSON.stringify(pageData().result.data.doc.content).includes(marker),
    "and its page data carries the new section",
  );
  const toc = pageData().result.pageContext.toc;
  check(
    JSON.stringify(toc.at(-1)) === JSON.stringify({ id: marker, title: marker, items: [] }),
    "and its table of contents ends with it",
    JSON.stringify(toc.at(-1)),
  );
  const changed = changedPages(restored, afterEdit);
  // The pages that compare versions follow the edit: the page's diff against the latest, the
  // upgrade guide, and the latest's copy, whose version switch now marks that next differs.
  const latestRoute = "/docs/cli/config/envm";
  const comparing = new Set([
    editedRoute,
    latestRoute,
    "/docs/next/diff/1.0.0-beta.10/cli/config/envm",
    "/docs/next/upgrade/1.0.0-beta.10",
  ]);
  check(
    changed.includes(editedRoute) && changed.every((route) => comparing.has(route)),
    "and the only other pages that changed compare the versions (its page diff, the upgrade guide, the latest's version switch)",
    changed.slice(0, 20).join("\n"),
  );
  // A snapshot is the page's body, then its page data's result as one line of JSON.
  const contentOf = (/** @type {Map<string, string>} */ snapshot) =>
    JSON.stringify(JSON.parse((snapshot.get(latestRoute) ?? "").split("\n").at(-1) || "{}").data?.doc?.content);
  check(contentOf(restored) === contentOf(afterEdit), "and the latest's copy shows the same content as before");

  // 7. A label edited (src/config/labels.ts), cache kept: the pages show it and no cache is thrown away.
  labelEditKeepsCache(dir, build, check);
} finally {
  remove();
}
console.log(failures ? `\n${failures} check(s) failed` : "\nall checks passed");
process.exit(failures ? 1 : 0);
