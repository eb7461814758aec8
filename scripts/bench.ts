/**
 * npm run bench: one run, one table, and bench/results.json.
 * - cold build (no .cache/public) and warm build times, with Gatsby's phases (scripts/bench-build.ts)
 * - per page: HTML bytes and the CSS + JS loaded before any interaction (script and stylesheet
 *   tags, inline styles, Gatsby's page-data, app-data and static-query data), raw and gzipped,
 *   and file by file with what each chunk is (scripts/bench-chunks.ts)
 * - search (scripts/bench-search.ts): ranking on the reader query set, first use, index size
 * - total public/ size and page count
 * - the writer's loop: gatsby develop ready, and saved MDX edits on screen (scripts/bench-develop.ts)
 * --no-build measures the site already in public/; --no-develop leaves the develop bench out;
 * --develop-only runs that alone.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { parse } from "node-html-parser";
import { imageZoom } from "../src/config/site";
import { benchSearch, printSearchBench } from "./bench-search";
import { phaseTable, timedBuild, type BuildTiming } from "./bench-build";
import { chunkLabels, type WebpackStats } from "./bench-chunks";
import { benchDevelop, median, printDevelopBench, type DevelopTiming } from "./bench-develop";

if (process.argv.includes("--develop-only")) {
  printDevelopBench(await benchDevelop());
  process.exit(0);
}

const PAGES = (
  process.env.BENCH_PAGES ?? "/,/docs,/docs/cli/script/run,/docs/dev/api/internal/cron/page,/blog/welcome"
).split(",");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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

const file = (urlPath: string) => readFileSync(path.join("public", decodeURIComponent(urlPath)));
const sum = (bs: Buffer[]) => bs.reduce((n, b) => n + b.length, 0);
const sumGz = (bs: Buffer[]) => bs.reduce((n, b) => n + gz(b), 0);

interface PageLoad {
  route: string;
  htmlRaw: number;
  htmlGz: number;
  cssRaw: number;
  cssGz: number;
  jsRaw: number;
  jsGz: number;
  dataRaw: number;
  dataGz: number;
  cssJsRaw: number;
  cssJsGz: number;
  files: string[];
  /** Every CSS and JS file of the first load (inline styles as "<style>"), largest first. */
  chunks: { file: string; what: string; raw: number; gz: number }[];
}

/**
 * What a page loads before any interaction, as Chromium fetches it: the HTML (with its inline
 * <style>), every script and stylesheet, and Gatsby's data files, until the page has hydrated
 * and the image zoom has had its delay to attach. Prefetching of other pages is switched off
 * (Save-Data), so only this page's own needs count. Sizes are of the files on disk (raw) and
 * gzip -9 of them.
 */
async function firstLoads(routes: string[], port: number): Promise<PageLoad[]> {
  const label = chunkLabels(JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) as WebpackStats);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const out: PageLoad[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() =>
        Object.defineProperty(navigator, "connection", { get: () => ({ effectiveType: "4g", saveData: true }) }),
      );
      const urls: string[] = [];
      page.on("request", (r) => {
        const u = new URL(r.url());
        if (u.hostname === "127.0.0.1") urls.push(decodeURIComponent(u.pathname));
      });
      await page.goto(`http://127.0.0.1:${port}${encodeURI(route)}`, { waitUntil: "networkidle" });
      await page.waitForFunction(() => document.body.dataset.hydrated === "true");
      // The zoom library attaches (and loads) a delay after hydration; it counts as first load.
      await page.waitForTimeout(imageZoom.reattachDelayMs + 500);
      await context.close();
      const html = readFileSync(path.join("public", route, "index.html"));
      const styleTags = parse(html.toString("utf8")).querySelectorAll("style");
      const inlineCss = styleTags.map((s) => Buffer.from(s.textContent));
      const unique = [...new Set(urls)].filter((u) => u !== route);
      const js = unique.filter((u) => u.endsWith(".js")).map(file);
      const css = [...unique.filter((u) => u.endsWith(".css")).map(file), ...inlineCss];
      const chunks = [
        ...unique
          .filter((u) => /\.(js|css)$/.test(u))
          .map((u) => ({ file: u, what: label(u), raw: file(u).length, gz: gz(file(u)) })),
        ...styleTags.map((tag, i) => ({
          file: `<style> ${tag.getAttribute("data-href") ?? ""}`,
          what: `inline CSS${tag.getAttribute("data-href") ? ` (${label(tag.getAttribute("data-href")!)})` : ""}`,
          raw: inlineCss[i].length,
          gz: gz(inlineCss[i]),
        })),
      ].sort((a, b) => b.raw - a.raw);
      const data = unique.filter((u) => u.endsWith(".json")).map(file);
      out.push({
        route,
        htmlRaw: html.length,
        htmlGz: gz(html),
        cssRaw: sum(css),
        cssGz: sumGz(css),
        jsRaw: sum(js),
        jsGz: sumGz(js),
        dataRaw: sum(data),
        dataGz: sumGz(data),
        cssJsRaw: sum(css) + sum(js),
        cssJsGz: sumGz(css) + sumGz(js),
        files: unique,
        chunks,
      });
    }
  } finally {
    await browser.close();
  }
  return out;
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

// BENCH_PORT lets benches run side by side on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 9431);
const server = spawn("node", ["scripts/serve.mjs", "public"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
});
await new Promise((r) => setTimeout(r, 800));
const pages = await firstLoads(PAGES, PORT);

const search = await benchSearch(`http://127.0.0.1:${PORT}`);
server.kill();
const develop: DevelopTiming | null = process.argv.includes("--no-develop") ? null : await benchDevelop();

console.log("\nFirst load before any interaction (CSS includes inline <style>):");
console.log(
  "page".padEnd(36),
  "HTML".padStart(18),
  "CSS".padStart(18),
  "JS".padStart(18),
  "CSS+JS".padStart(20),
  "data".padStart(16),
);
for (const p of pages) {
  const pair = (r: number, g: number) => `${kb(r)} / ${kb(g)}`;
  console.log(
    p.route.padEnd(36),
    pair(p.htmlRaw, p.htmlGz).padStart(18),
    pair(p.cssRaw, p.cssGz).padStart(18),
    pair(p.jsRaw, p.jsGz).padStart(18),
    pair(p.cssJsRaw, p.cssJsGz).padStart(20),
    pair(p.dataRaw, p.dataGz).padStart(16),
  );
}
console.log("(raw / gzipped; goal for a docs page: CSS+JS ≤ 243 KB raw)");
console.log("\nFirst load, chunk by chunk:");
for (const p of pages) {
  console.log(`  ${p.route}`);
  for (const c of p.chunks) console.log(`    ${`${kb(c.raw)} / ${kb(c.gz)}`.padStart(20)}  ${c.what}  ${c.file}`);
}
printSearchBench(search);
console.log(`public/: ${(total.bytes / 1024 / 1024).toFixed(2)} MB, ${total.pages} pages`);
console.log(
  Number.isNaN(cold)
    ? "Builds: not measured (--no-build)"
    : `Builds: cold ${cold.toFixed(1)} s, warm ${warm.toFixed(1)} s\n\nBuild phases (from Gatsby's log; the HTML renderer compiles beside the browser bundle, so the bundles phase holds both):\n${phaseTable(builds)}`,
);

if (develop) printDevelopBench(develop);

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
    },
    null,
    2,
  ),
);
console.log("\nWritten to bench/results.json");
process.exit(existsSync("bench/results.json") ? 0 : 1);
