/**
 * Search first use, two builds side by side: `vite-node scripts/bench-search-ab.ts A B` with A and
 * B two built sites (folders like public/), each served by scripts/serve.mjs on a port of its
 * own. Rounds alternate A, B, A, B, … (`--rounds N`, default 3) so that a machine whose load
 * changes meanwhile weighs on both alike; each round is BENCH_SEARCH_RUNS fresh visits (default
 * 9) timed from Ctrl+K to the first results on screen, as `npm run bench` times them. Prints each
 * round's median, p95 and spread (p90 − p10), the pooled figures per site, and once per site what
 * the first query and ten queries download (gzip -9).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { firstUseRun, launch } from "./bench-search";

const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
const dirs = args.filter((a, i) => !a.startsWith("--") && (roundsAt < 0 || i !== roundsAt + 1));
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 9);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 9441);

if (dirs.length < 1) {
  console.error("usage: vite-node scripts/bench-search-ab.ts <public dir> [<public dir> …] [--rounds N]");
  process.exit(2);
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const stats = (xs: number[]) => {
  const s = sorted(xs);
  return { median: at(s, 0.5), p95: at(s, 0.95), spread: at(s, 0.9) - at(s, 0.1) };
};
const fmt = ({ median, p95, spread }: ReturnType<typeof stats>) =>
  `median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, spread (p90−p10) ${spread.toFixed(0)} ms`;

const servers: ChildProcess[] = dirs.map((dir, i) =>
  spawn("node", ["scripts/serve.mjs", dir], { env: { ...process.env, PORT: String(BASE_PORT + i) }, stdio: "ignore" }),
);
await new Promise((r) => setTimeout(r, 1000));
const base = (i: number) => `http://127.0.0.1:${BASE_PORT + i}`;
const browser = await launch();
try {
  for (const [i, dir] of dirs.entries()) {
    const r = await firstUseRun(browser, base(i), dir, true);
    console.log(
      `${dir}: first query ${(r.gz / 1024).toFixed(1)} KB gzipped in ${r.files.length} files; ten queries ${(r.tenGz / 1024).toFixed(1)} KB`,
    );
    if (process.env.BENCH_FILES) console.log(`  first: ${r.files.join(" ")}\n  ten: ${r.tenFiles.join(" ")}`);
  }
  const all: number[][] = dirs.map(() => []);
  for (let round = 1; round <= ROUNDS; round++)
    for (const [i, dir] of dirs.entries()) {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) times.push((await firstUseRun(browser, base(i), dir, false)).ms);
      all[i].push(...times);
      console.log(`round ${round} ${dir}: ${fmt(stats(times))} (${RUNS} visits)`);
    }
  for (const [i, dir] of dirs.entries()) console.log(`all rounds ${dir}: ${fmt(stats(all[i]))}`);
} finally {
  await browser.close();
  servers.forEach((s) => s.kill());
}
process.exit(0);
