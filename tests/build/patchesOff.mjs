#!/usr/bin/env node
// The framework patches change nothing a reader sees: the fixture site (tests/fixture-site, the
// repository's real code with a small content tree) is built twice in two copies, with the
// patches on and with ARCADIA_FRAMEWORK_PATCHES=off, the same settings otherwise (the test
// suite's: test pages, every analytics provider), and the two public/ folders are compared
// (tests/build/publicDiff.mjs says what is compared). Both carry the future-dated post of
// tests/build/futurePost.mjs, as the bad-content phase's clean build does: `npm test` passes that
// build's public/ with --on, so the patched side is not built twice. Also checks the switch took
// effect: without the patches, lazy chunks keep Gatsby's names and the scripts slice keeps
// Gatsby's script tags.
//   node tests/build/patchesOff.mjs [--on <dir>] [--keep <dir>]
//     --on: the patched build's public/, built before (tests/build/badContent.mjs --keep-reference);
//           built here when the folder is missing
//     --keep: copy the switch-off build's public/ there
//   node tests/build/patchesOff.mjs --reuse <dir>    (compare with a kept switch-off build instead of building it)
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyFixtureSite } from "./fixtureCopy.mjs";
import { writeFuturePost } from "./futurePost.mjs";
import { publicDifferences } from "./publicDiff.mjs";

const argument = (/** @type {string} */ name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? null : process.argv[i + 1];
};
const keep = argument("--keep");
const reuse = argument("--reuse");
const builtOn = argument("--on");
const analytics = JSON.parse(readFileSync("tests/support/analyticsTestEnv.json", "utf8"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ARCADIA_TEST_PAGES: "1", CI: "1", ...analytics };
let failures = 0;
/** @param {boolean} ok @param {string} what @param {string} [detail] */
const check = (ok, what, detail = "") => {
  console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
  if (!ok) failures++;
};

/**
 * Builds a fresh copy of the fixture site with the patches on or off; whether it built.
 * @param {"on" | "off"} patches @param {(publicDir: string) => void} [whenBuilt] runs before the copy is removed
 * @returns {boolean}
 */
function buildFixture(patches, whenBuilt) {
  const { dir, remove } = copyFixtureSite(`arcadia-patches-${patches}-`);
  writeFuturePost(dir);
  try {
    const start = Date.now();
    const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
      cwd: dir,
      env: patches === "off" ? { ...env, ARCADIA_FRAMEWORK_PATCHES: "off" } : env,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    console.log(
      `  (fixture site, patches ${patches}: exit ${r.status}, ${((Date.now() - start) / 1000).toFixed(0)} s)`,
    );
    check(
      r.status === 0,
      `the fixture site builds with the framework patches ${patches}`,
      `${r.stdout}\n${r.stderr}`.slice(-3000),
    );
    if (r.status === 0) whenBuilt?.(path.join(dir, "public"));
    return r.status === 0;
  } finally {
    remove();
  }
}

/** @param {string} on @param {string} off */
function compare(on, off) {
  const named = readdirSync(off).filter((f) => /^component---.+\.js$/.test(f));
  check(named.length > 0, "the switch took effect: lazy chunks keep Gatsby's names (component---…)");
  const slice = readFileSync(path.join(off, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8");
  check(
    /<script src="\/[^"]+\.js" async><\/script>/.test(slice),
    "the switch took effect: the scripts slice keeps Gatsby's script tags",
  );
  const patchedNamed = readdirSync(on).filter((f) => /^component---.+\.js$/.test(f));
  check(
    patchedNamed.length === 0,
    "and with the patches on, they do not (the two builds differ in what the patches change)",
  );
  const diff = publicDifferences(on, off);
  check(
    diff.length === 0,
    "public/ is the same for a reader with the patches on and off",
    `${diff.length} differences:\n${diff.slice(0, 40).join("\n")}`,
  );
}

// The patched build's public/: the one given with --on, or one built here and kept while the other copy builds.
const given = builtOn !== null && existsSync(path.join(builtOn, "index.html"));
if (builtOn !== null && !given) console.log(`  (${builtOn} has no built site: building the patched side here)`);
const onPublic = given ? builtOn : path.join(mkdtempSync(path.join(tmpdir(), "arcadia-patches-on-public-")), "public");
try {
  if (given || buildFixture("on", (built) => cpSync(built, onPublic, { recursive: true }))) {
    if (reuse) compare(onPublic, reuse);
    else
      buildFixture("off", (off) => {
        if (keep) cpSync(off, keep, { recursive: true });
        compare(onPublic, off);
      });
  }
} finally {
  if (!given) rmSync(path.dirname(onPublic), { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
