/**
 * npm run check:incremental: incremental builds stay correct and warm with the build-speed
 * changes, on this checkout (the test suite checks the same in a project copy:
 * tests/build/badContent.mjs). Builds once (warm if .cache is there), then:
 * 1. appends a marked paragraph to one page of next (content/docs), builds again, and checks
 *    that the page changed, and besides it only the pages that compare it with the latest (its
 *    page diff, the upgrade guide, the latest's copy whose switch marks that next differs)
 *    (tests/build/pageSnapshot.mjs);
 * 2. renames a category in the sidebars file, builds again, and checks that the pages show the
 *    new label while no cache was thrown away (the build log says when Gatsby, the site's own
 *    check or webpack does: tests/build/labelEdit.mjs).
 * Restores both files and builds once more, so public/ is left as it was. Exit 1 on a mismatch.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { changedPages, pageSnapshot } from "../tests/build/pageSnapshot.mjs";
import { cacheDiscardLines } from "../tests/build/labelEdit.mjs";
import { docsRoutes } from "../src/config/routes";
import { latestVersion, nextVersion } from "../src/config/versions";

const FILE = "content/docs/cli/script/run.mdx";
const ROUTE = docsRoutes.doc("cli/script/run", nextVersion);
// The pages that compare the edited page with the latest change with it (issue #42).
const COMPARING = nextVersion
  ? [
      docsRoutes.doc("cli/script/run", latestVersion),
      docsRoutes.pageDiff(latestVersion.name, "cli/script/run", nextVersion),
      docsRoutes.upgrade(latestVersion.name, nextVersion),
    ]
  : [];
const MARKER = `增量构建检查-${Date.now()}`;
const SIDEBARS = "content/sidebars/next.yaml";
// A category item of the list (the file's header comment shows the same words as an example).
const CATEGORY = /^(\s*- label: 开始使用)$/m;
const CATEGORY_PAGE = docsRoutes.doc("start", nextVersion);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

/** Builds; returns the log (stdout). */
function build(): string {
  const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (r.status !== 0) throw new Error("gatsby build failed");
  return r.stdout;
}

const original = readFileSync(FILE, "utf8");
const sidebars = readFileSync(SIDEBARS, "utf8");
if (!CATEGORY.test(sidebars)) throw new Error(`${SIDEBARS} has no item matching ${CATEGORY} to rename`);
const failures: string[] = [];
build();
const before = pageSnapshot("public");
let changed: string[] = [];
try {
  writeFileSync(FILE, `${original.trimEnd()}\n\n${MARKER}\n`);
  build();
  const after = pageSnapshot("public");
  changed = changedPages(before, after);
  if (!after.get(ROUTE)?.includes(MARKER)) failures.push(`${ROUTE} does not show the edit`);
  writeFileSync(FILE, original);

  writeFileSync(SIDEBARS, sidebars.replace(CATEGORY, `$1${MARKER}`));
  const log = build();
  if (!pageSnapshot("public").get(CATEGORY_PAGE)?.includes(MARKER))
    failures.push(`${CATEGORY_PAGE} does not show the sidebar edit`);
  const discarded = Object.values(cacheDiscardLines(log)).flat();
  if (discarded.length)
    failures.push(`editing ${SIDEBARS} threw a cache away (a cold build):\n${discarded.join("\n")}`);
  else console.log("sidebar edit: every cache kept");
} finally {
  writeFileSync(FILE, original);
  writeFileSync(SIDEBARS, sidebars);
  build();
}
console.log(`pages whose content changed after the MDX edit: ${changed.join(", ") || "none"}`);
if (!changed.includes(ROUTE) || changed.some((route) => route !== ROUTE && !COMPARING.includes(route)))
  failures.push(`expected ${ROUTE} to change after the MDX edit, and besides it at most ${COMPARING.join(", ")}`);
for (const f of failures) console.log(f);
if (failures.length) process.exit(1);
console.log(
  "incremental build: only the edited page and the pages comparing it changed, and a sidebar edit kept the build warm",
);
