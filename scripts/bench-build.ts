/**
 * Build timing for npm run bench: runs `gatsby build` and reads the time of each phase from
 * Gatsby's log ("success Building HTML renderer - 45.1s").
 */
import { spawnSync } from "node:child_process";

/** The phases the table shows, in build order, as Gatsby's log names them. */
export const PHASES = [
  "compile gatsby files",
  "source and transform nodes",
  "createPages",
  "extract queries from components",
  "bootstrap finished",
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  "run queries in workers",
  "Building static HTML for pages",
  "onPostBuild",
  "onPostBuild: search index",
  "onPostBuild: feeds",
  "onPostBuild: OpenAPI",
  "onPostBuild: Markdown and llms.txt",
  "onPostBuild: preview images",
  "onPostBuild: precompressed copies",
] as const;

export interface BuildTiming {
  wallSeconds: number;
  phases: Record<string, number>;
}

/**
 * Every "success|info <phase> - <seconds>s" line of a Gatsby log; a repeated phase adds up.
 * Gatsby's reporter starts lines with cursor-control escapes even when its output is a pipe
 * ("ESC[2K ESC[1A ESC[2K ESC[G success …"): they are removed first.
 */
export function parsePhases(log: string): Record<string, number> {
  const phases: Record<string, number> = {};
  const plain = log.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
  for (const m of plain.matchAll(/^(?:success|info) (.+?) - ([\d.]+)s\b/gm))
    phases[m[1]] = (phases[m[1]] ?? 0) + Number(m[2]);
  return phases;
}

export function timedBuild(env: NodeJS.ProcessEnv): BuildTiming {
  const start = Date.now();
  const run = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`gatsby build failed (exit ${run.status})`);
  }
  return { wallSeconds: (Date.now() - start) / 1000, phases: parsePhases(run.stdout) };
}

/** The phase table: one row per phase, one column per build. */
export function phaseTable(builds: Record<string, BuildTiming>): string {
  const names = Object.keys(builds);
  const cell = (s: number | undefined) => (s === undefined ? "–" : `${s.toFixed(1)} s`).padStart(10);
  const rows = [`${"phase".padEnd(50)}${names.map((n) => n.padStart(10)).join("")}`];
  for (const phase of PHASES)
    rows.push(`${phase.padEnd(50)}${names.map((n) => cell(builds[n].phases[phase])).join("")}`);
  rows.push(`${"whole build (wall clock)".padEnd(50)}${names.map((n) => cell(builds[n].wallSeconds)).join("")}`);
  return rows.join("\n");
}
