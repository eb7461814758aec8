#!/usr/bin/env node
// Editing a label (src/config/labels.ts) keeps both caches: the next build shows the new label
// on the pages, Gatsby does not delete its cache ("plugins have changed"), and each webpack
// stage's persistent cache survives: the pack files it had written before the edit are still
// there, untouched (webpack rewrites them all when it throws the cache away, whatever it logs).
// Run alone, it builds a project copy twice; tests/build/badContent.mjs runs it on its copy.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { copyProject } from "./projectCopy.mjs";

/** Printed by src/node/webpack/reportDiscardedCache.ts. */
const DISCARDED = "webpack's persistent cache was discarded";

/** Printed by Gatsby when it deletes its whole cache (gatsby/dist/services/initialize.js). */
const GATSBY_CACHE_DELETED = "we're deleting your site's cache";

/**
 * Each webpack stage's pack files (not the index, rewritten on every build): name → identity.
 * @param {string} dir
 * @returns {Map<string, Map<string, { id: string, bytes: number }>>}
 */
export function webpackPacks(dir) {
  const root = path.join(dir, ".cache/webpack");
  const stages = new Map();
  if (!existsSync(root)) return stages;
  for (const stage of readdirSync(root).filter((d) => d.startsWith("stage-"))) {
    const packs = new Map();
    for (const f of readdirSync(path.join(root, stage)).filter((f) => f.endsWith(".pack") && f !== "index.pack")) {
      const st = statSync(path.join(root, stage, f));
      packs.set(f, { id: `${st.ino}:${st.mtimeMs}`, bytes: st.size });
    }
    stages.set(stage, packs);
  }
  return stages;
}

/**
 * The share of a stage's pack bytes from before that is still there untouched afterwards.
 * @param {Map<string, { id: string, bytes: number }>} before
 * @param {Map<string, { id: string, bytes: number }> | undefined} after
 */
export function packBytesKept(before, after) {
  let total = 0;
  let kept = 0;
  for (const [name, pack] of before) {
    total += pack.bytes;
    if (after?.get(name)?.id === pack.id) kept += pack.bytes;
  }
  return total ? kept / total : 0;
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
  const packsBefore = webpackPacks(dir);
  check(packsBefore.size === 2, "both webpack stages have a persistent cache after the first build");
  writeFileSync(file, edited);
  try {
    const r = build("a label edited, cache kept");
    check(r.ok, "a label edit builds with the cache kept", r.output.slice(-3000));
    check(readFileSync(path.join(dir, "public/index.html"), "utf8").includes(marker), "the pages show the new label");
    check(!r.output.includes(GATSBY_CACHE_DELETED), "Gatsby kept its cache (it did not say it deleted it)");
    const packsAfter = webpackPacks(dir);
    for (const [stage, packs] of packsBefore) {
      const kept = packBytesKept(packs, packsAfter.get(stage));
      check(kept >= 0.5, `webpack's ${stage} cache was kept (${Math.round(kept * 100)} % of its pack bytes untouched)`);
    }
    const discarded = r.output.split("\n").filter((l) => l.includes(DISCARDED));
    check(discarded.length === 0, "the log does not say webpack discarded its cache", discarded.join("\n"));
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
