#!/usr/bin/env node
// Editing a label (src/config/labels.ts) should keep webpack's persistent cache: the next build
// shows the new label on the pages, and its log does not say the cache was discarded
// (src/node/webpack/buildDependencies.ts, reportDiscardedCache.ts). Not in npm test: it passes
// on today's tree, but it passed too with labels.ts put back among webpack's build
// dependencies, so the log line it looks for is not a reliable sign (docs/BUILD-PERFORMANCE.md).
// Run alone, it builds a project copy twice.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { copyProject } from "./projectCopy.mjs";

/** Printed by src/node/webpack/reportDiscardedCache.ts. */
const DISCARDED = "webpack's persistent cache was discarded";

/**
 * In a project copy that has been built (cache kept): edits the footer's blog label, builds, checks.
 * @param {string} dir
 * @param {(label: string) => { ok: boolean, output: string }} build
 * @param {(ok: boolean, what: string, detail?: string) => void} check
 */
export function labelEditKeepsCache(dir, build, check) {
  const file = path.join(dir, "src/config/labels.ts");
  const labels = readFileSync(file, "utf8");
  const marker = `博客${Date.now() % 100000}`;
  const edited = labels.replace('"footer.blog": "博客"', `"footer.blog": "${marker}"`);
  check(edited !== labels, "the footer's blog label is where the test expects it");
  writeFileSync(file, edited);
  try {
    const r = build("a label edited, cache kept");
    check(r.ok, "a label edit builds with the cache kept", r.output.slice(-3000));
    check(readFileSync(path.join(dir, "public/index.html"), "utf8").includes(marker), "the pages show the new label");
    const discarded = r.output.split("\n").filter((l) => l.includes(DISCARDED));
    check(
      discarded.length === 0,
      "webpack kept its persistent cache (the log does not say it was discarded)",
      discarded.join("\n"),
    );
  } finally {
    writeFileSync(file, labels);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { dir, remove } = copyProject("arcadia-label-");
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" };
  let failures = 0;
  /** @param {boolean} ok @param {string} what @param {string} [detail] */
  const check = (ok, what, detail = "") => {
    console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
    if (!ok) failures++;
  };
  /** @param {string} label */
  const build = (label) => {
    const start = Date.now();
    const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
      cwd: dir,
      env,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    console.log(`  (${label}: exit ${r.status}, ${((Date.now() - start) / 1000).toFixed(0)} s)`);
    return { ok: r.status === 0, output: `${r.stdout}\n${r.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "") };
  };
  try {
    const first = build("clean build");
    check(first.ok, "a clean build succeeds", first.output.slice(-3000));
    if (first.ok) labelEditKeepsCache(dir, build, check);
  } finally {
    remove();
  }
  process.exit(failures ? 1 : 0);
}
