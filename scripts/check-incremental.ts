/**
 * npm run check:incremental: incremental builds stay correct with the build-speed changes.
 * Builds once (warm if .cache is there), appends a marked paragraph to one MDX page, builds
 * again, and checks that exactly that page's rendered content and page data changed (every
 * page's HTML also carries the chunk map, so only the rendered body and page-data are compared).
 * Restores the file and builds once more, so public/ is left as it was. Exit 1 on a mismatch.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "content/docs/cli/script/run.mdx";
const ROUTE = "/docs/cli/script/run";
const MARKER = `增量构建检查-${Date.now()}`;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

function build(): void {
  const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error("gatsby build failed");
}

function pages(dir = "public"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "page-data" || name === "static" ? [] : pages(full);
    return name === "index.html" ? [full] : [];
  });
}

/** Route → what the page shows: the rendered body and its page data, without build hashes. */
function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  for (const html of pages()) {
    const route = `/${path.relative("public", path.dirname(html))}`.replace(/\/$/, "") || "/";
    const body = readFileSync(html, "utf8").match(/<div id="___gatsby">([\s\S]*?)<\/div><script/)?.[1] ?? "";
    const dataFile = path.join("public/page-data", route === "/" ? "index" : route, "page-data.json");
    let data = "";
    try {
      data = JSON.stringify((JSON.parse(readFileSync(dataFile, "utf8")) as { result: unknown }).result);
    } catch {
      // pages without page-data (none expected) compare by body alone
    }
    out.set(route, body + "\n" + data);
  }
  return out;
}

const original = readFileSync(FILE, "utf8");
build();
const before = snapshot();
let changed: string[] = [];
try {
  writeFileSync(FILE, `${original.trimEnd()}\n\n${MARKER}\n`);
  build();
  const after = snapshot();
  changed = [...after.keys()].filter((route) => before.get(route) !== after.get(route));
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
