/**
 * npm run bench: one run, one table, and bench/results.json.
 * - cold build (no .cache/public) and warm build times, with Gatsby's phases (scripts/bench-build.ts)
 * - per page: HTML bytes and the CSS + JS loaded before any interaction (script and stylesheet
 *   tags, inline styles, Gatsby's page-data, app-data and static-query data), raw and gzipped,
 *   and file by file with what each chunk is (scripts/bench-chunks.ts)
 * - search (scripts/bench-search.ts): ranking on the reader query set, first use, index size
 * - total public/ size and page count
 * - the writer's loop: gatsby develop ready, and saved MDX edits on screen (scripts/bench-develop.ts)
 * - with --versions-scale: the same first loads and cold builds on a project copy at 2 versions and
 *   after cutting four more releases (scripts/bench-versions.ts); --versions-only runs that alone
 * --no-build measures the site already in public/; --no-develop leaves the develop bench out;
 * --develop-only runs that alone.
 * - with --against <dir> [--rounds n]: builds and first loads side by side with another checkout
 *   (scripts/bench-against.ts), then the develop bench (unless --no-develop) and --versions-scale
 *   for this one.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { benchSearch, printSearchBench } from "./bench-search";
import { phaseTable, timedBuild, type BuildTiming } from "./bench-build";
import { benchDevelop, median, printDevelopBench, type DevelopTiming } from "./bench-develop";
import { firstLoads, printFirstLoads } from "./bench-first-load";
import { benchVersionsScale, printVersionsScale, VERSIONS_SCALE_PAGES } from "./bench-versions";
import { againstTable, benchAgainst } from "./bench-against";

if (process.argv.includes("--develop-only")) {
  printDevelopBench(await benchDevelop());
  process.exit(0);
}
if (process.argv.includes("--versions-only")) {
  printVersionsScale(await benchVersionsScale());
  process.exit(0);
}

const PAGES = (
  process.env.BENCH_PAGES ?? "/,/docs,/docs/cli/script/run,/docs/dev/api/internal/cron/page,/blog/welcome"
).split(",");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
// BENCH_PORT lets benches run side by side on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 9431);

const againstAt = process.argv.indexOf("--against");
if (againstAt >= 0) {
  const other = process.argv[againstAt + 1];
  if (!other || !existsSync(path.join(other, "package.json")) || !existsSync(path.join(other, "node_modules"))) {
    console.error("--against needs another checkout of the site with its node_modules: --against ../before");
    process.exit(2);
  }
  const roundsAt = process.argv.indexOf("--rounds");
  const rounds = roundsAt >= 0 ? Number(process.argv[roundsAt + 1]) : 3;
  if (!Number.isInteger(rounds) || rounds < 1) {
    console.error(`--rounds takes a whole number of rounds, got ${process.argv[roundsAt + 1]}`);
    process.exit(2);
  }
  const routes = [...new Set([...PAGES, ...VERSIONS_SCALE_PAGES])];
  const sides = await benchAgainst(other, rounds, routes, env, PORT);
  console.log(`\n${againstTable(sides.other, sides.here)}`);
  const develop = process.argv.includes("--no-develop") ? null : await benchDevelop();
  if (develop) printDevelopBench(develop);
  const versionsScale = process.argv.includes("--versions-scale") ? await benchVersionsScale() : null;
  if (versionsScale) printVersionsScale(versionsScale);
  mkdirSync("bench", { recursive: true });
  writeFileSync(
    "bench/against.json",
    JSON.stringify({ date: new Date().toISOString(), ...sides, develop, versionsScale }, null, 2),
  );
  console.log("\nWritten to bench/against.json");
  process.exit(0);
}

// --no-build measures the site already in public/ (build times are then not measured).
const measureBuilds = !process.argv.includes("--no-build");
let cold = NaN;
let warm = NaN;
const builds: Record<string, BuildTiming> = {};
if (measureBuilds) {
  rmSync(".cache", { recursive: true, force: true });
  rmSync("public", { recursive: true, force: true });
  builds.cold = timedBuild(env);
  console.log(`cold build: ${builds.cold.wallSeconds.toFixed(1)} s`);
  builds.warm = timedBuild(env);
  console.log(`warm build: ${builds.warm.wallSeconds.toFixed(1)} s`);
  cold = builds.cold.wallSeconds;
  warm = builds.warm.wallSeconds;
}

function walk(dir: string): { bytes: number; pages: number } {
  let bytes = 0;
  let count = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) {
      const r = walk(full);
      bytes += r.bytes;
      count += r.pages;
    } else {
      bytes += st.size;
      if (name === "index.html") count++;
    }
  }
  return { bytes, pages: count };
}
const total = walk("public");

const server = spawn("node", ["scripts/serve.mjs", "public"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
});
await new Promise((r) => setTimeout(r, 800));
const pages = await firstLoads(PAGES, PORT, "public");

const search = await benchSearch(`http://127.0.0.1:${PORT}`);
server.kill();
const develop: DevelopTiming | null = process.argv.includes("--no-develop") ? null : await benchDevelop();
const versionsScale = process.argv.includes("--versions-scale") ? await benchVersionsScale() : null;

printFirstLoads(pages);
printSearchBench(search);
console.log(`public/: ${(total.bytes / 1024 / 1024).toFixed(2)} MB, ${total.pages} pages`);
console.log(
  Number.isNaN(cold)
    ? "Builds: not measured (--no-build)"
    : `Builds: cold ${cold.toFixed(1)} s, warm ${warm.toFixed(1)} s\n\nBuild phases (from Gatsby's log; the HTML renderer compiles beside the browser bundle, so the bundles phase holds both):\n${phaseTable(builds)}`,
);

if (develop) printDevelopBench(develop);
if (versionsScale) printVersionsScale(versionsScale);

mkdirSync("bench", { recursive: true });
writeFileSync(
  "bench/results.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      builds: {
        coldSeconds: cold,
        warmSeconds: warm,
        phases: { cold: builds.cold?.phases, warm: builds.warm?.phases },
      },
      pages,
      search,
      public: total,
      develop: develop && { ...develop, editMedianSeconds: median(develop.editSeconds) },
      versionsScale,
    },
    null,
    2,
  ),
);
console.log("\nWritten to bench/results.json");
process.exit(existsSync("bench/results.json") ? 0 : 1);
