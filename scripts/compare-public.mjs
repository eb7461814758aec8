#!/usr/bin/env node
// What readers get, compared between an earlier commit and this checkout: every page's HTML
// (text, headings and ids, links, code, tables, images, JSON-LD), the `.md` copies, the search
// index, feeds, machine outputs, page data less how content travels, and the stylesheets' rules
// (tests/build/publicDiff.mjs, `acrossDesigns`). Script names and tags may differ.
//   node scripts/compare-public.mjs <commit>                 builds <commit> in a temporary worktree
//                                                            (its own npm ci) and compares with ./public
//   node scripts/compare-public.mjs --dirs <public A> <public B>   compares two built sites
// Both builds need the same settings: the test build's (ARCADIA_TEST_PAGES=1 and the analytics
// variables of tests/support/analyticsTestEnv.json), which this script uses for <commit>.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { publicDifferences } from "../tests/build/publicDiff.mjs";

const argv = process.argv.slice(2);
/** @param {string} cmd @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [opts] */
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}`);
};

let first;
let second = "public";
let cleanup = () => {};
if (argv[0] === "--dirs") {
  [first, second] = [argv[1], argv[2]];
} else if (argv[0] && !argv[0].startsWith("-")) {
  if (!existsSync("public/index.html")) {
    console.error(
      "✗ ./public has no built site: build this checkout with the test settings first (npm test's build phase)",
    );
    process.exit(2);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "arcadia-compare-"));
  run("git", ["worktree", "add", "--detach", dir, argv[0]]);
  cleanup = () => {
    spawnSync("git", ["worktree", "remove", "--force", dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  const env = {
    ...process.env,
    ...JSON.parse(readFileSync("tests/support/analyticsTestEnv.json", "utf8")),
    ARCADIA_TEST_PAGES: "1",
    GATSBY_TELEMETRY_DISABLED: "1",
    CI: "1",
  };
  try {
    run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir });
    run("node", ["scripts/gatsby.mjs", "build"], { cwd: dir, env });
  } catch (e) {
    cleanup();
    throw e;
  }
  first = path.join(dir, "public");
} else {
  console.error("usage: node scripts/compare-public.mjs <commit> | --dirs <public A> <public B>");
  process.exit(2);
}

try {
  const diff = publicDifferences(first, second, { acrossDesigns: true });
  for (const line of diff.slice(0, 200)) console.log(`✗ ${line}`);
  if (diff.length > 200) console.log(`… and ${diff.length - 200} more`);
  console.log(diff.length ? `${diff.length} differences a reader could see.` : "✓ no difference a reader could see.");
  process.exitCode = diff.length ? 1 : 0;
} finally {
  cleanup();
}
