#!/usr/bin/env node
// The framework patches change nothing a reader sees: the site in public/ (built by the test
// suite's build phase, patches on) is compared with a build of a project copy with
// ARCADIA_FRAMEWORK_PATCHES=off, the same settings otherwise (tests/build/publicDiff.mjs says
// what is compared). Also checks the switch took effect: without the patches, lazy chunks keep
// Gatsby's names and the scripts slice keeps Gatsby's script tags.
//   node tests/build/patchesOff.mjs [--keep <dir>]   (--keep: move the switch-off build's public/ there)
//   node tests/build/patchesOff.mjs --reuse <dir>    (compare with a kept build instead of building)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { copyProject } from "./projectCopy.mjs";
import { publicDifferences } from "./publicDiff.mjs";

if (!existsSync("public/index.html")) {
  console.error("✗ public/ has no built site: run the test build first (npm test does)");
  process.exit(1);
}
const argument = (/** @type {string} */ name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? null : process.argv[i + 1];
};
const keep = argument("--keep");
const reuse = argument("--reuse");
// The copy reads the same git history, so the pages' last-updated dates are the same.
const { dir, remove } = copyProject("arcadia-patches-off-", { withGit: true });
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  ARCADIA_TEST_PAGES: "1",
  GATSBY_GA_MEASUREMENT_ID: "G-ARCADIATEST",
  CI: "1",
  ARCADIA_FRAMEWORK_PATCHES: "off",
};
let failures = 0;
/** @param {boolean} ok @param {string} what @param {string} [detail] */
const check = (ok, what, detail = "") => {
  console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
  if (!ok) failures++;
};

try {
  let built = true;
  if (!reuse) {
    const start = Date.now();
    const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
      cwd: dir,
      env,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    console.log(
      `  (build with ARCADIA_FRAMEWORK_PATCHES=off: exit ${r.status}, ${((Date.now() - start) / 1000).toFixed(0)} s)`,
    );
    built = r.status === 0;
    check(built, "the site builds with the framework patches off", `${r.stdout}\n${r.stderr}`.slice(-3000));
    if (built && keep) cpSync(path.join(dir, "public"), keep, { recursive: true });
  }
  if (built) {
    const off = reuse ?? path.join(dir, "public");
    const named = readdirSync(off).filter((f) => /^component---.+\.js$/.test(f));
    check(named.length > 0, "the switch took effect: lazy chunks keep Gatsby's names (component---…)");
    const slice = readFileSync(path.join(off, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8");
    check(
      /<script src="\/[^"]+\.js" async><\/script>/.test(slice),
      "the switch took effect: the scripts slice keeps Gatsby's script tags",
    );
    const diff = publicDifferences("public", off);
    check(
      diff.length === 0,
      "public/ is the same for a reader with the patches on and off",
      `${diff.length} differences:\n${diff.slice(0, 40).join("\n")}`,
    );
  }
} finally {
  remove();
}
process.exit(failures ? 1 : 0);
