/**
 * Side by side, for npm run bench -- --against <dir>: this checkout and another one (a worktree
 * of an earlier commit, with its own node_modules), in alternating rounds so that the machine's
 * noise hits both: each round a cold build (no .cache, no public) and a warm one in each tree,
 * the other tree first in odd rounds. Then the first loads of each tree's pages, served by this
 * checkout's server. Prints medians with every round's value, the ratio, and the release-cost
 * issue's goals (#37) met or not.
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { timedBuild, type BuildTiming } from "./bench-build";
import { median } from "./bench-develop";
import { firstLoads, type PageLoad } from "./bench-first-load";

export interface TreeResult {
  dir: string;
  commit: string;
  builds: { cold: BuildTiming; warm: BuildTiming }[];
  pages: PageLoad[];
}

/** The goals side by side: each compares this tree's figure with the other's. */
export const GOALS = {
  coldRatio: 0.6,
  warmRatio: 1,
  /** Pages whose first load must be at least this much lighter, raw, and no heavier as sent. */
  lighterPages: ["/docs/about", "/docs/cli/script/run"],
  lighterRawBytes: 15 * 1024,
} as const;

const HERE = process.cwd();

function commitOf(dir: string): string {
  const run = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : "?";
}

function buildIn(dir: string, env: NodeJS.ProcessEnv): BuildTiming {
  const previous = process.cwd();
  process.chdir(dir);
  try {
    return timedBuild(env);
  } finally {
    process.chdir(previous);
  }
}

async function loadsOf(dir: string, routes: string[], port: number): Promise<PageLoad[]> {
  // This checkout's server for both trees: the bytes as sent are counted the same way.
  const server = spawn("node", [path.join(HERE, "scripts/serve.mjs"), path.join(dir, "public")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  await new Promise((r) => setTimeout(r, 800));
  try {
    return await firstLoads(routes, port, path.join(dir, "public"));
  } finally {
    server.kill();
  }
}

export async function benchAgainst(
  otherDir: string,
  rounds: number,
  routes: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<{ other: TreeResult; here: TreeResult }> {
  const other: TreeResult = { dir: path.resolve(otherDir), commit: commitOf(otherDir), builds: [], pages: [] };
  const here: TreeResult = { dir: HERE, commit: commitOf(HERE), builds: [], pages: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const tree of round % 2 ? [other, here] : [here, other]) {
      rmSync(path.join(tree.dir, ".cache"), { recursive: true, force: true });
      rmSync(path.join(tree.dir, "public"), { recursive: true, force: true });
      const cold = buildIn(tree.dir, env);
      const warm = buildIn(tree.dir, env);
      tree.builds.push({ cold, warm });
      console.log(
        `round ${round}  ${tree.commit}  cold ${cold.wallSeconds.toFixed(1)} s  warm ${warm.wallSeconds.toFixed(1)} s`,
      );
    }
  }
  // The bytes do not change from round to round: measured once, on each tree's last build.
  other.pages = await loadsOf(other.dir, routes, port);
  here.pages = await loadsOf(here.dir, routes, port);
  return { other, here };
}

const seconds = (xs: number[]) => `${median(xs).toFixed(1)} s (${xs.map((x) => x.toFixed(1)).join(", ")})`;
const mark = (ok: boolean) => (ok ? "✓" : "✗");

/** The side-by-side table, as npm run bench prints it. */
export function againstTable(other: TreeResult, here: TreeResult): string {
  const lines: string[] = [];
  const row = (what: string, a: string, b: string, change: string, goal = "") =>
    lines.push(`${what.padEnd(44)}${a.padStart(28)}${b.padStart(28)}${change.padStart(12)}  ${goal}`);
  lines.push(
    `Side by side, ${here.builds.length} alternating rounds: ${other.commit} (${other.dir}) and this checkout, ${here.commit}`,
  );
  row("", other.commit, here.commit, "this/other", "goal");
  for (const kind of ["cold", "warm"] as const) {
    const a = other.builds.map((b) => b[kind].wallSeconds);
    const b = here.builds.map((x) => x[kind].wallSeconds);
    const ratio = median(b) / median(a);
    const limit = kind === "cold" ? GOALS.coldRatio : GOALS.warmRatio;
    row(`${kind} build, median`, seconds(a), seconds(b), `${ratio.toFixed(2)}x`, `≤ ${limit}x ${mark(ratio <= limit)}`);
  }
  lines.push("");
  lines.push("First load in all (HTML, scripts, stylesheets, page and app data):");
  for (const page of here.pages) {
    const before = other.pages.find((p) => p.route === page.route);
    if (!before) continue;
    const lighter = (GOALS.lighterPages as readonly string[]).includes(page.route);
    const rawChange = page.totalRaw - before.totalRaw;
    const sentChange = page.totalSent - before.totalSent;
    row(
      `  ${page.route}, raw`,
      `${before.totalRaw} B`,
      `${page.totalRaw} B`,
      `${rawChange > 0 ? "+" : ""}${rawChange} B`,
      lighter ? `≥ ${GOALS.lighterRawBytes} B lighter ${mark(-rawChange >= GOALS.lighterRawBytes)}` : "",
    );
    row(
      `  ${page.route}, as sent`,
      `${before.totalSent} B`,
      `${page.totalSent} B`,
      `${sentChange > 0 ? "+" : ""}${sentChange} B`,
      lighter ? `no heavier ${mark(sentChange <= 0)}` : "",
    );
  }
  return lines.join("\n");
}
