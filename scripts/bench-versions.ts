/**
 * What a release costs readers and the build: in a project copy, a cold build and the first loads
 * of two docs pages at the versions the project has, then the same after cutting four more
 * releases with `npm run docs:version`, each after editing 14 next pages (as a two-week release
 * does). `npm run bench -- --versions-scale` (or `--versions-only`).
 */
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { copyProject } from "../tests/build/projectCopy.mjs";
import { timedBuild, type BuildTiming } from "./bench-build";
import { firstLoads, type PageLoad } from "./bench-first-load";

export const VERSIONS_SCALE_PAGES = ["/docs/about", "/docs/cli/script/run"];
const RELEASES = ["1.0.0-beta.91", "1.0.0-beta.92", "1.0.0-beta.93", "1.0.0-beta.94"];
const EDITED_PER_RELEASE = 14;

export interface VersionsScaleStep {
  versions: number;
  pages: number;
  build: BuildTiming;
  loads: PageLoad[];
}
export type VersionsScale = VersionsScaleStep[];

function versionCount(dir: string): number {
  return (JSON.parse(readFileSync(path.join(dir, "content/versions.json"), "utf8")) as unknown[]).length;
}

/** The next pages a release edits: the first `n` docs pages by path, partials left out. */
function pagesToEdit(dir: string, n: number): string[] {
  const docs = path.join(dir, "content/docs");
  return (readdirSync(docs, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".mdx") && !path.basename(f).startsWith("_"))
    .sort()
    .slice(0, n)
    .map((f) => path.join(docs, f));
}

async function measure(dir: string, env: NodeJS.ProcessEnv, port: number): Promise<VersionsScaleStep> {
  rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  rmSync(path.join(dir, "public"), { recursive: true, force: true });
  const previous = process.cwd();
  process.chdir(dir);
  try {
    const build = timedBuild(env);
    const server = spawn("node", ["scripts/serve.mjs", "public"], {
      env: { ...env, PORT: String(port) },
      stdio: "ignore",
    });
    await new Promise((r) => setTimeout(r, 800));
    try {
      const loads = await firstLoads(VERSIONS_SCALE_PAGES, port, "public");
      const pages = (readdirSync("public", { recursive: true }) as string[]).filter((f) =>
        f.endsWith("index.html"),
      ).length;
      return { versions: versionCount(dir), pages, build, loads };
    } finally {
      server.kill();
    }
  } finally {
    process.chdir(previous);
  }
}

export async function benchVersionsScale(): Promise<VersionsScale> {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  const port = Number(process.env.BENCH_PORT ?? 9431) + 1;
  const { dir, remove } = copyProject("arcadia-bench-versions-");
  try {
    const steps = [await measure(dir, env, port)];
    console.log(`versions-scale: ${steps[0].versions} versions built in ${steps[0].build.wallSeconds.toFixed(1)} s`);
    RELEASES.forEach((release, i) => {
      for (const page of pagesToEdit(dir, EDITED_PER_RELEASE))
        appendFileSync(page, `\n这一段是基准测试在发布 ${release} 之前（第 ${i + 1} 次）对本页的修改。\n`);
      const cut = spawnSync("npx", ["vite-node", "scripts/docs-version.ts", release], {
        cwd: dir,
        env,
        encoding: "utf8",
      });
      if (cut.status !== 0) throw new Error(`docs:version ${release} failed:\n${cut.stdout}\n${cut.stderr}`);
    });
    steps.push(await measure(dir, env, port));
    console.log(`versions-scale: ${steps[1].versions} versions built in ${steps[1].build.wallSeconds.toFixed(1)} s`);
    return steps;
  } finally {
    remove();
  }
}

export function printVersionsScale(steps: VersionsScale): void {
  const [few, many] = [steps[0], steps[steps.length - 1]];
  const pct = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(2)} %`;
  console.log(
    `\nVersions scale (project copy; ${few.versions} versions, ${few.pages} pages → ${many.versions} versions, ${many.pages} pages):`,
  );
  console.log(
    `  cold build: ${few.build.wallSeconds.toFixed(1)} s → ${many.build.wallSeconds.toFixed(1)} s (${(many.build.wallSeconds / few.build.wallSeconds).toFixed(2)}x)`,
  );
  for (const route of VERSIONS_SCALE_PAGES) {
    const a = few.loads.find((l) => l.route === route);
    const b = many.loads.find((l) => l.route === route);
    if (!a || !b) continue;
    console.log(
      `  ${route.padEnd(24)} first load raw ${a.totalRaw} → ${b.totalRaw} B (${pct(a.totalRaw, b.totalRaw)}), as sent ${a.totalSent} → ${b.totalSent} B (${pct(a.totalSent, b.totalSent)}), HTML ${a.htmlRaw} → ${b.htmlRaw} B`,
    );
  }
}
