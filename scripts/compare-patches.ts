/**
 * The framework patches' worth, measured side by side: builds a copy of the project with each
 * ARCADIA_FRAMEWORK_PATCHES setting (default "on" and "off"; "-name" turns one patch off), in
 * alternating rounds, a cold build (no .cache, no public) then a warm one each. Prints one line a
 * build (wall clock, CPU time of the build and its children, load average, the phases the
 * patches touch) and at the end the medians and spread per setting. On a shared machine, read
 * the spread and the load before the medians.
 *   npx vite-node scripts/compare-patches.ts [--rounds 3] [--out file.json] [setting …]
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { copyProject } from "../tests/build/projectCopy.mjs";
import { parsePhases } from "./bench-build";

/** The phases a patch changes (docs/BUILD-PERFORMANCE.md says which). */
const PHASES: Record<string, string> = {
  compile: "compile gatsby files",
  queries: "extract queries from components",
  bundles: "Building production JavaScript and CSS bundles",
  renderer: "Building HTML renderer",
  html: "Building static HTML for pages",
  compress: "onPostBuild: precompressed copies",
};

interface Measure {
  setting: string;
  kind: "cold" | "warm";
  round: number;
  wall: number;
  cpu: number;
  load: number;
  phases: Record<string, number>;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const rounds = Number(option("--rounds", "3"));
const out = option("--out", "");
const settings = args.length ? args : ["on", "off"];

const { dir, remove } = copyProject("arcadia-patches-");
const measures: Measure[] = [];

function build(setting: string, kind: Measure["kind"], round: number): Measure {
  const timeFile = path.join(dir, ".build-time");
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ARCADIA_FRAMEWORK_PATCHES: setting };
  const load = loadavg()[0];
  const start = Date.now();
  // GNU time reports the CPU of the build and every child it waited for (Gatsby's workers).
  const r = spawnSync("/usr/bin/time", ["-o", timeFile, "-f", "%U %S", "node", "scripts/gatsby.mjs", "build"], {
    cwd: dir,
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const wall = (Date.now() - start) / 1000;
  if (r.status !== 0)
    throw new Error(`${setting} ${kind} build failed (exit ${r.status}):\n${(r.stdout + r.stderr).slice(-3000)}`);
  const [user, sys] = readFileSync(timeFile, "utf8").trim().split(/\s+/).slice(-2).map(Number);
  const all = parsePhases(r.stdout);
  const phases = Object.fromEntries(Object.entries(PHASES).map(([k, name]) => [k, all[name] ?? 0]));
  const m = { setting, kind, round, wall, cpu: user + sys, load, phases };
  console.log(
    `${new Date().toISOString().slice(11, 19)} round ${round} ${setting.padEnd(28)} ${kind}: wall ${wall.toFixed(1)} s, cpu ${m.cpu.toFixed(1)} s, load ${load.toFixed(1)}, ${Object.entries(
      phases,
    )
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(", ")}`,
  );
  return m;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const summary = (xs: number[]) =>
  `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;

try {
  console.log(
    `commit ${execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()}, ${rounds} rounds, settings: ${settings.join(" | ")}`,
  );
  for (let round = 1; round <= rounds; round++) {
    // Alternate the order, so a trend in the machine's load hits every setting alike.
    const order = round % 2 ? settings : [...settings].reverse();
    for (const setting of order) {
      rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
      rmSync(path.join(dir, "public"), { recursive: true, force: true });
      measures.push(build(setting, "cold", round));
      measures.push(build(setting, "warm", round));
    }
  }
  console.log("\nmedian (min–max) over the rounds, seconds:");
  for (const kind of ["cold", "warm"] as const) {
    for (const setting of settings) {
      const ms = measures.filter((m) => m.kind === kind && m.setting === setting);
      console.log(
        `${kind} ${setting.padEnd(28)} wall ${summary(ms.map((m) => m.wall))}, cpu ${summary(ms.map((m) => m.cpu))}, load ${summary(ms.map((m) => m.load))}; ${Object.keys(
          PHASES,
        )
          .map((k) => `${k} ${summary(ms.map((m) => m.phases[k]))}`)
          .join(", ")}`,
      );
    }
  }
  if (out) writeFileSync(out, JSON.stringify(measures, null, 2));
} finally {
  remove();
}
