#!/usr/bin/env node
// `npm run docs:version` end to end, in a copy of the fixture site (tests/fixture-site: the
// repository's code with a small content tree of two versions, next and 1.0.0-beta.10;
// node_modules linked): cut the release 1.0.0-beta.11, build the site as the test suite does
// (scripts/test-all.mjs's env), and read the built pages:
//   - the command succeeds and makes content/versions/1.0.0-beta.11 a copy of next;
//   - the build passes;
//   - /docs/cli/script/run (a route of the specification) is the new release: its version
//     switch names 1.0.0-beta.11, and it has no version banner;
//   - /docs/1.0.0-beta.10/cli/script/run is the previous latest, with the "unmaintained" banner;
//   - /docs/next/cli/script/run is next, with the "unreleased" banner;
//   - with about.mdx edited before the cut, the new latest's /docs/about marks 1.0.0-beta.10 in its
//     switch (有改动) without linking the diff or the older release's guide, and
//     /docs/1.0.0-beta.10/about links both (src/lib/upgrade/pairs.ts pairsShownOn).
// The command's refusals are in tests/unit/docsVersion.test.ts.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { copyFixtureSite } from "./fixtureCopy.mjs";

const RELEASE = "1.0.0-beta.11";
const PREVIOUS = "1.0.0-beta.10";
/** The markup of the lead's version wiring (src/components/docs/). */
const BANNER = "[data-version-banner]";
const SWITCH_LABEL = "[data-version-switch] summary";

const analytics = JSON.parse(readFileSync("tests/support/analyticsTestEnv.json", "utf8"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ARCADIA_TEST_PAGES: "1", ...analytics };
const { dir, remove } = copyFixtureSite("arcadia-docs-version-");

let failures = 0;
/** @param {boolean} ok @param {string} what @param {string} [detail] */
const check = (ok, what, detail = "") => {
  console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
  if (!ok) failures++;
};
/** @param {string} rel */
const file = (rel) => path.join(dir, rel);
/** @param {string} route */
function page(route) {
  const html = file(path.join("public", route, "index.html"));
  return existsSync(html) ? parse(readFileSync(html, "utf8")) : null;
}
/** @param {import("node-html-parser").HTMLElement | null} doc */
const switchLabel = (doc) => doc?.querySelector(SWITCH_LABEL)?.textContent.trim() ?? "(no version switch)";
/** @param {import("node-html-parser").HTMLElement | null} doc */
const banners = (doc) => doc?.querySelectorAll(BANNER).map((b) => b.getAttribute("data-version-banner")) ?? [];

try {
  // A page that differs between the previous latest and the release (the fixture's versions are the same).
  const about = file("content/docs/about.mdx");
  writeFileSync(about, `${readFileSync(about, "utf8").trimEnd()}\n\n这一段只在 ${RELEASE} 及以后的版本里。\n`);
  const cut = spawnSync("npm", ["run", "docs:version", "--", RELEASE], { cwd: dir, env, encoding: "utf8" });
  check(cut.status === 0, `npm run docs:version -- ${RELEASE} succeeds`, `${cut.stdout}\n${cut.stderr}`);
  // Without the release there is nothing to build.
  if (cut.status !== 0) throw new Error("docs:version failed; no build.");
  check(cut.stdout.includes(`froze next as ${RELEASE}`), "and says what it did", cut.stdout);
  const frozenRun = `content/versions/${RELEASE}/docs/cli/script/run.mdx`;
  check(
    existsSync(file(frozenRun)) &&
      readFileSync(file(frozenRun)).equals(readFileSync(file("content/docs/cli/script/run.mdx"))),
    `${frozenRun} is a copy of next's page`,
  );
  const versions = JSON.parse(readFileSync(file("content/versions.json"), "utf8"));
  check(
    versions[1]?.name === RELEASE && versions[1]?.isLast === true,
    `content/versions.json lists ${RELEASE} as the latest, after next`,
    JSON.stringify(versions),
  );

  const start = Date.now();
  const build = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
    cwd: dir,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${build.stdout}\n${build.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
  console.log(`  (build: exit ${build.status}, ${((Date.now() - start) / 1000).toFixed(0)} s)`);
  check(build.status === 0, "the build with the new release passes", output.slice(-3000));

  const latest = page("docs/cli/script/run");
  check(latest !== null, "/docs/cli/script/run exists");
  check(switchLabel(latest).includes(RELEASE), `and is ${RELEASE}: its version switch says so`, switchLabel(latest));
  check(banners(latest).length === 0, "and it has no version banner", banners(latest).join(", "));

  const previous = page(`docs/${PREVIOUS}/cli/script/run`);
  check(previous !== null, `/docs/${PREVIOUS}/cli/script/run exists (the previous latest moved)`);
  check(switchLabel(previous).includes(PREVIOUS), `and its version switch says ${PREVIOUS}`, switchLabel(previous));
  check(
    banners(previous).includes("unmaintained"),
    'and it has the "unmaintained" banner',
    banners(previous).join(", ") || "(none)",
  );

  const next = page("docs/next/cli/script/run");
  check(next !== null, "/docs/next/cli/script/run exists (next keeps going)");
  check(switchLabel(next).includes("next"), "and its version switch says next", switchLabel(next));
  check(
    banners(next).includes("unreleased"),
    'and it has the "unreleased" banner',
    banners(next).join(", ") || "(none)",
  );

  const latestAbout = page("docs/about");
  const mark = latestAbout?.querySelector(`[data-version-switch] a[data-version="${PREVIOUS}"] span`);
  check(mark?.textContent === "有改动", `/docs/about marks ${PREVIOUS} in its switch: that copy differs`, String(mark));
  check(
    !latestAbout?.querySelector(`[data-version-diff="${PREVIOUS}"]`),
    `and links no diff with ${PREVIOUS}: that release's own page does`,
  );
  const latestGuides =
    latestAbout?.querySelectorAll("[data-upgrade-guide-link]").map((a) => a.getAttribute("href")) ?? [];
  check(
    latestGuides.length === 1 && latestGuides[0]?.startsWith("/docs/next/upgrade/") === true,
    "and its only guide link is the one to next",
    latestGuides.join(", "),
  );
  const previousAbout = page(`docs/${PREVIOUS}/about`);
  const diff = previousAbout?.querySelector(`[data-version-switch] a[data-version-diff="${RELEASE}"]`);
  check(
    diff?.getAttribute("href") === `/docs/diff/${PREVIOUS}/about` && page(`docs/diff/${PREVIOUS}/about`) !== null,
    `/docs/${PREVIOUS}/about links its diff with ${RELEASE}, a built page`,
    String(diff?.getAttribute("href")),
  );
  const previousGuides =
    previousAbout?.querySelectorAll("[data-upgrade-guide-link]").map((a) => a.getAttribute("href")) ?? [];
  check(
    previousGuides.length === 1 && previousGuides[0] === `/docs/upgrade/${PREVIOUS}`,
    `and its guide to ${RELEASE}`,
    previousGuides.join(", "),
  );
} catch (error) {
  check(false, "the test ran to its end", String(error));
} finally {
  remove();
}
console.log(failures ? `\n${failures} check(s) failed` : "\nall checks passed");
process.exit(failures ? 1 : 0);
