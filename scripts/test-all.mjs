#!/usr/bin/env node
// The whole test suite, in the order CI needs: unit tests, the local server's tests (on a
// temporary site, no build needed), a real production build (with the test-only pages), type
// check, checks over the built site, browser tests in Chromium, then the variant builds, each on
// a copy of the fixture site (tests/fixture-site: the same code, a small content tree): the
// bad-content builds, docs:version, the framework patches off, the path prefix, gatsby develop.
// The real site is built once, by the build phase. `node scripts/test-all.mjs fixture` runs the
// fixture-site phases alone (no build of the real site needed).
// Prints the time of each phase and a closing "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

// The test build adds the test-only pages and turns every analytics provider on with fake ids
// and hosts (the browser tests answer their requests with stubs; nothing leaves the machine).
const analytics = JSON.parse(readFileSync("tests/support/analyticsTestEnv.json", "utf8"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ARCADIA_TEST_PAGES: "1", ...analytics };
const phases = [];
let failedPhase = null;

function run(name, cmd, args) {
  const start = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  phases.push({ name, seconds, ok: r.status === 0 });
  if (r.status !== 0 && !failedPhase) failedPhase = name;
  return r.status === 0;
}

const only = process.argv[2];
rmSync("test-results", { recursive: true, force: true });
if (!only || only === "unit")
  run("unit tests", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-results/unit.json",
  ]);
if (!failedPhase && (!only || only === "server"))
  run("server tests", "npx", [
    "vitest",
    "run",
    "--config",
    "vitest.server.config.ts",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-results/server.json",
  ]);
if (!failedPhase && !only) run("build", "node", ["scripts/gatsby.mjs", "build"]);
// After a successful build every later phase runs, so one run reports every failure.
const built = !failedPhase;
// The build rewrites src/gatsby-types.d.ts (Gatsby's graphqlTypegen). The file is committed so that
// `npm run typecheck` works on a fresh clone; it must be what the build writes, or a query or the
// schema changed without it (commit the rewritten file).
if (built && !only) run("generated types", "git", ["diff", "--exit-code", "--stat", "--", "src/gatsby-types.d.ts"]);
if (built && !only) run("type check", "npx", ["tsc", "--noEmit", "-p", "."]);
if (built && (!only || only === "lint")) run("lint", "npx", ["eslint", "."]);
if (built && (!only || only === "lint")) run("format check", "npx", ["prettier", "--check", "."]);
if (built && (!only || only === "site"))
  run("built-site checks", "npx", [
    "vitest",
    "run",
    "--config",
    "vitest.site.config.ts",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-results/site.json",
  ]);
if (built && (!only || only === "e2e")) run("browser tests", "npx", ["playwright", "test"]);
const fixture = only === "fixture";
// The bad-content phase's clean build of the fixture site, kept for the patches-off comparison's patched side.
const FIXTURE_PUBLIC = "test-results/fixture-public";
// Bad content in real builds of a fixture-site copy, with the cache kept (tests/build/badContent.mjs).
if ((built && !only) || only === "build" || fixture)
  run("bad-content builds", "node", ["tests/build/badContent.mjs", "--keep-reference", FIXTURE_PUBLIC]);
// npm run docs:version 1.0.0-beta.11 in a fixture-site copy, then a real build of the three versions (tests/build/docsVersion.mjs).
if ((built && !only) || only === "build" || fixture)
  run("docs:version on a copy", "node", ["tests/build/docsVersion.mjs"]);
// The fixture site built with the patches on and with ARCADIA_FRAMEWORK_PATCHES=off, compared (tests/build/patchesOff.mjs).
if ((built && !only) || fixture)
  run("framework patches off", "node", ["tests/build/patchesOff.mjs", "--on", FIXTURE_PUBLIC]);
// The fixture site built under a sub-path: links and assets carry the prefix, and a browser
// smoke test against scripts/serve.mjs --prefix (tests/build/prefixed.ts).
if ((built && !only) || only === "prefix" || fixture)
  run("path prefix on a copy", "npx", ["vite-node", "tests/build/prefixed.ts"]);
// gatsby develop in a fixture-site copy, in Chromium: pages render, MDX and component edits hot-update.
if ((built && !only) || only === "develop" || fixture)
  run("develop server", "npx", ["vite-node", "tests/build/develop.ts"]);

let passed = 0;
let failed = 0;
for (const file of ["test-results/unit.json", "test-results/server.json", "test-results/site.json"]) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}
if (existsSync("test-results/e2e.json")) {
  const r = JSON.parse(readFileSync("test-results/e2e.json", "utf8"));
  passed += r.stats?.expected ?? 0;
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0);
}

console.log("\nPhase timings:");
for (const p of phases) console.log(`  ${p.ok ? "✓" : "✗"} ${p.name.padEnd(18)} ${p.seconds} s`);
if (failedPhase) console.log(`\nFailed in phase: ${failedPhase}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedPhase || failed > 0 ? 1 : 0);
