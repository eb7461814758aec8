/**
 * npm run check:incremental: incremental builds stay correct with the build-speed changes, on
 * this checkout (the test suite checks the same in a project copy: tests/build/badContent.mjs).
 * Builds once (warm if .cache is there), appends a marked paragraph to one MDX page, builds
 * again, and checks that exactly that page's rendered content and page data changed
 * (tests/build/pageSnapshot.mjs). Restores the file and builds once more, so public/ is left as
 * it was. Exit 1 on a mismatch.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { changedPages, pageSnapshot } from "../tests/build/pageSnapshot.mjs";

const FILE = "content/docs/cli/script/run.mdx";
const ROUTE = "/docs/cli/script/run";
const MARKER = `增量构建检查-${Date.now()}`;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

function build(): void {
  const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error("gatsby build failed");
}

const original = readFileSync(FILE, "utf8");
build();
const before = pageSnapshot("public");
let changed: string[] = [];
try {
  writeFileSync(FILE, `${original.trimEnd()}\n\n${MARKER}\n`);
  build();
  const after = pageSnapshot("public");
  changed = changedPages(before, after);
  if (!after.get(ROUTE)?.includes(MARKER)) throw new Error(`${ROUTE} does not show the edit`);
} finally {
  writeFileSync(FILE, original);
  build();
}
console.log(`pages whose content changed: ${changed.join(", ") || "none"}`);
if (changed.length !== 1 || changed[0] !== ROUTE) {
  console.log(`expected exactly ${ROUTE}`);
  process.exit(1);
}
console.log("incremental build: only the edited page changed");
