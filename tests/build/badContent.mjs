#!/usr/bin/env node
// Bad content that only a real build can show, in a copy of the project (node_modules linked),
// with the cache kept between builds:
//   1. a clean build (the reference);
//   2. two files for one route: the build fails naming both files, with a short message
//      (no stack trace, no dump of the compiled gatsby-node);
//   3. an unclosed tag: the build fails naming the file and the line in the file;
//   4. a GBK-encoded file: the build fails naming the file; a symbolic link to /etc/passwd
//      under content/: the build fails naming the link, and the file is not published;
//   5. everything restored, cache kept: the build succeeds and makes the same pages as step 1
//      (before the fix, it failed with a false "sidebar … refers to doc "about"" until
//      `gatsby clean`);
//   6. one MDX page edited (a new section), cache kept: the incremental build shows it on that
//      page and in its table of contents, and changes no other page's rendered content or page
//      data (tests/build/pageSnapshot.mjs).
// The per-file cases of every kind are in tests/unit/badContent.test.ts (check:mdx).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject } from "./projectCopy.mjs";
import { changedPages, pageSnapshot } from "./pageSnapshot.mjs";

const { dir, remove } = copyProject("arcadia-build-");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ARCADIA_TEST_PAGES: "1", GATSBY_GA_MEASUREMENT_ID: "G-ARCADIATEST", CI: "1" };

let failures = 0;
/** @param {boolean} ok @param {string} what @param {string} [detail] */
const check = (ok, what, detail = "") => {
  console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
  if (!ok) failures++;
};

/** @param {string} label */
function build(label) {
  const start = Date.now();
  const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], { cwd: dir, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
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
  !/\.cache[\\/]compiled|^\s+at \S+ \(/m.test(block) && block.split("\n").filter((l) => l.trim() && !l.startsWith("npm warn")).length <= 12;

/** @param {string} rel */
const file = (rel) => path.join(dir, rel);
const about = readFileSync(file("content/docs/about.mdx"));

try {
  const first = build("clean build");
  check(first.ok, "a clean build succeeds", first.output.slice(-3000));
  const reference = pageSnapshot(file("public"));

  mkdirSync(file("content/docs/about"), { recursive: true });
  writeFileSync(file("content/docs/about/index.mdx"), "---\ntitle: 重复\n---\n\n同一路由的第二个文件。\n");
  const collision = build("two files for one route");
  const collisionError = errorBlock(collision.output);
  check(!collision.ok, "two files for one route fail the build");
  check(collisionError.includes('route "/docs/about" would be made by both content/docs/about.mdx and content/docs/about/index.mdx'), "the message names both files", collisionError);
  check(isShort(collisionError), "the message is short: no stack trace, no compiled gatsby-node", collisionError);
  rmSync(file("content/docs/about"), { recursive: true });

  const lines = about.toString("utf8").split("\n").length;
  writeFileSync(file("content/docs/about.mdx"), `${about}\n<div>\n\n未闭合\n`);
  const unclosed = build("an unclosed tag");
  const unclosedError = errorBlock(unclosed.output);
  check(!unclosed.ok, "an unclosed tag fails the build");
  check(unclosedError.includes(`content/docs/about.mdx:${lines + 1}:1: Expected a closing tag for \`<div>\` (${lines + 1}:1-${lines + 1}:6)`), `the message names the file and line ${lines + 1}, counting the front matter`, unclosedError);
  check(isShort(unclosedError), "the message is short", unclosedError);

  writeFileSync(file("content/docs/about.mdx"), Buffer.concat([Buffer.from("---\ntitle: "), Buffer.from([0xb9, 0xd8, 0xd3, 0xda]), Buffer.from("\n---\n\n正文\n")]));
  const gbk = build("a GBK file");
  const gbkError = errorBlock(gbk.output);
  check(!gbk.ok, "a GBK-encoded file fails the build");
  check(gbkError.includes("content/docs/about.mdx: is not UTF-8 text (first bad byte on line 2)"), "the message names the file", gbkError);
  check(isShort(gbkError), "the message is short", gbkError);
  writeFileSync(file("content/docs/about.mdx"), about);

  symlinkSync("/etc/passwd", file("content/blog/passwd.png"));
  const link = build("a link to a file outside the repository");
  const linkError = errorBlock(link.output);
  check(!link.ok, "a symbolic link under content/ to /etc/passwd fails the build");
  check(linkError.includes("content/blog/passwd.png: is a symbolic link to /etc/passwd, outside the repository"), "the message names the link and its target", linkError);
  check(!readdirSync(file("public"), { recursive: true }).some((f) => String(f).endsWith("passwd.png")), "and nothing of it reaches public/");
  rmSync(file("content/blog/passwd.png"));

  const last = build("restored, cache kept");
  check(last.ok, "after the failed builds, the restored content builds with the cache kept", last.output.slice(-3000));
  const restored = pageSnapshot(file("public"));
  const differ = changedPages(reference, restored);
  check(differ.length === 0, "and makes the same pages as the clean build", differ.slice(0, 20).join("\n"));

  const marker = `增量构建检查-${Date.now()}`;
  const run = readFileSync(file("content/docs/cli/script/run.mdx"), "utf8");
  // A new section: its heading must reach the page and its table of contents (kept in a cache).
  writeFileSync(file("content/docs/cli/script/run.mdx"), `${run.trimEnd()}\n\n## ${marker}\n\n新增的一段。\n`);
  const edited = build("one page edited, cache kept");
  check(edited.ok, "an edit to one MDX page builds with the cache kept", edited.output.slice(-3000));
  const afterEdit = pageSnapshot(file("public"));
  check(afterEdit.get("/docs/cli/script/run")?.includes(`<h2 id="${marker}"`) === true, "the edited page shows the new section");
  const toc = JSON.parse(readFileSync(file("public/page-data/docs/cli/script/run/page-data.json"), "utf8")).result.pageContext.toc;
  check(JSON.stringify(toc.at(-1)) === JSON.stringify({ id: marker, title: marker, items: [] }), "and its table of contents ends with it", JSON.stringify(toc.at(-1)));
  const changed = changedPages(restored, afterEdit);
  check(changed.length === 1 && changed[0] === "/docs/cli/script/run", "and it is the only page whose content changed", changed.slice(0, 20).join("\n"));
} finally {
  remove();
}
console.log(failures ? `\n${failures} check(s) failed` : "\nall checks passed");
process.exit(failures ? 1 : 0);
