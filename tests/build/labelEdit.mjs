#!/usr/bin/env node
// Editing a label (src/config/labels.ts) keeps the caches: the next build shows the new label on
// the pages, and none of the three ways a cache is thrown away happens: the site's own
// "build code changed" check (src/node/frameworkPatches/unfinishedBuild.ts, which empties .cache/webpack and
// public/), Gatsby's "plugins have changed", webpack's "build dependencies have changed"
// (src/node/frameworkPatches/buildDependencies.ts, reported by reportDiscardedCache.ts). Each is checked
// by the line its owner logs. Step 7 of tests/build/badContent.mjs; run alone, it builds a copy
// of the fixture site (tests/fixture-site) twice.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { copyFixtureSite } from "./fixtureCopy.mjs";

/** Printed by src/node/frameworkPatches/reportDiscardedCache.ts. */
const DISCARDED = "webpack's persistent cache was discarded";

/** Printed by src/node/frameworkPatches/unfinishedBuild.ts when it empties .cache/webpack and public/. */
const SITE_CACHE_CLEARED = "building from a clean cache";

/** Printed by Gatsby when it deletes its whole cache (gatsby/dist/services/initialize.js). */
const GATSBY_CACHE_DELETED = "we're deleting your site's cache";

/**
 * The lines of a build's log that say a cache was thrown away, by whose cache.
 * @param {string} output
 */
export function cacheDiscardLines(output) {
  const lines = output.split("\n");
  return {
    gatsby: lines.filter((l) => l.includes(GATSBY_CACHE_DELETED)),
    site: lines.filter((l) => l.includes(SITE_CACHE_CLEARED)),
    webpack: lines.filter((l) => l.includes(DISCARDED)),
  };
}

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
    const lines = cacheDiscardLines(r.output);
    check(lines.gatsby.length === 0, "Gatsby kept its cache (it did not say it deleted it)", lines.gatsby.join("\n"));
    check(lines.site.length === 0, "the site's own check kept the cache (no 'building from a clean cache')");
    check(lines.webpack.length === 0, "the log does not say webpack discarded its cache", lines.webpack.join("\n"));
  } finally {
    writeFileSync(file, labels);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { dir, remove } = copyFixtureSite("arcadia-label-");
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
