/**
 * The writer's loop, for npm run bench: `gatsby develop` in a copy of the project (the working
 * tree is never touched), timed
 * - until the server says it is ready, and until a docs page shows its title in Chromium
 *   (in develop the HTML is a shell: the page is on screen only once its bundle has run);
 * - for each of EDITS saved MDX edits: from the write to the edit on the open page (hot update);
 * and with Gatsby's phases of the start (bootstrap, schema, createPages, the development bundle).
 * The page is next's (content/docs), the version writers edit.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";
import { copyProject } from "../tests/build/projectCopy.mjs";
import { startDevelop, type DevelopServer } from "../tests/build/developServer";
import { parsePhases } from "./bench-build";

const EDITS = 5;
const PAGE_FILE = "content/docs/cli/script/run.mdx";
const PAGE_ROUTE = "/docs/next/cli/script/run";
const READY_TIMEOUT_MS = 300_000;
const EDIT_TIMEOUT_MS = 60_000;

export interface DevelopTiming {
  /** The first start, without a cache. */
  cold: { serverReadySeconds: number; pageOnScreenSeconds: number; phases: Record<string, number> };
  /** From the start of `gatsby develop` (with the cache) to "You can now view". */
  serverReadySeconds: number;
  /** From the start to the docs page's title on screen. */
  pageOnScreenSeconds: number;
  /** Each edit, from the write to the change on the open page. */
  editSeconds: number[];
  phases: Record<string, number>;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function waitFor(page: Page, shows: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await shows().catch(() => false)) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

const QUIET_MS = 1000;
/** Past webpack's first idle store of its cache (cache.idleTimeoutForInitialStore). */
const CACHE_STORE_MS = 6000;
const QUIET_TIMEOUT_MS = 30_000;

/** Waits until `size` has not grown for QUIET_MS (at most QUIET_TIMEOUT_MS). */
async function untilQuiet(page: Page, size: () => number): Promise<void> {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  let last = size();
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < QUIET_MS) {
    await page.waitForTimeout(100);
    if (size() !== last) {
      last = size();
      since = Date.now();
    }
  }
}

/** Opens the docs page and returns the seconds from `since` to its title on screen. */
async function pageOnScreen(page: Page, port: number, since: number): Promise<number> {
  await page.goto(`http://127.0.0.1:${port}${PAGE_ROUTE}`, { waitUntil: "commit", timeout: READY_TIMEOUT_MS });
  await page.locator("main h1").waitFor({ timeout: READY_TIMEOUT_MS });
  return (Date.now() - since) / 1000;
}

/**
 * Two starts in one project copy: the first with no cache (a fresh clone), the second with the
 * cache the first left (a writer opening the project again); the edits on the second.
 */
export async function benchDevelop(
  port = Number(process.env.BENCH_DEVELOP_PORT ?? 9432),
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<DevelopTiming> {
  const { dir, remove } = copyProject("arcadia-bench-develop-", { withGit: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  let server: DevelopServer | null = null;
  try {
    let since = Date.now();
    server = startDevelop(dir, port, READY_TIMEOUT_MS, extraEnv);
    const coldReadySeconds = await server.ready;
    const coldPage = await browser.newPage();
    const coldPageSeconds = await pageOnScreen(coldPage, port, since);
    const coldPhases = parsePhases(server.log());
    // A writer's session lasts longer than the first page: webpack stores its cache once the
    // server has been idle a few seconds, and the next start begins from what it stored.
    const run = server;
    await untilQuiet(coldPage, () => run.log().length);
    await coldPage.waitForTimeout(CACHE_STORE_MS);
    await server.stop();

    since = Date.now();
    server = startDevelop(dir, port, READY_TIMEOUT_MS, extraEnv);
    const serverReadySeconds = await server.ready;
    const page = await browser.newPage();
    const pageOnScreenSeconds = await pageOnScreen(page, port, since);

    const file = path.join(dir, PAGE_FILE);
    const original = readFileSync(file, "utf8");
    const editSeconds: number[] = [];
    for (let i = 1; i <= EDITS; i++) {
      const marker = `开发服务器编辑检查${i}-${Date.now()}`;
      const at = Date.now();
      writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
      const shown = await waitFor(
        page,
        async () => (await page.locator("main").textContent())?.includes(marker) ?? false,
        EDIT_TIMEOUT_MS,
      );
      if (!shown) throw new Error(`edit ${i} did not show on ${PAGE_ROUTE} within ${EDIT_TIMEOUT_MS / 1000} s`);
      editSeconds.push((Date.now() - at) / 1000);
      // A writer's saves are apart: the next one waits until the server has finished with this
      // one (its log quiet for a second), so each edit is timed from an idle server.
      await untilQuiet(page, () => server!.log().length);
    }
    return {
      cold: { serverReadySeconds: coldReadySeconds, pageOnScreenSeconds: coldPageSeconds, phases: coldPhases },
      serverReadySeconds,
      pageOnScreenSeconds,
      editSeconds,
      phases: parsePhases(server.log()),
    };
  } finally {
    await browser.close();
    await server?.stop();
    remove();
  }
}

/** The phases of the start worth reading, in order, as Gatsby's develop log names them. */
const DEVELOP_PHASES = [
  "load plugins",
  "compile gatsby files",
  "source and transform nodes",
  "building schema",
  "createPages",
  "extract queries from components",
  "bootstrap finished",
  "run page queries",
  "Building development bundle",
];

export function printDevelopBench(t: DevelopTiming): void {
  console.log(`\nDevelop (gatsby develop in a project copy, ${PAGE_ROUTE}):`);
  console.log(
    `  no cache:   server ready ${t.cold.serverReadySeconds.toFixed(1)} s; page on screen ${t.cold.pageOnScreenSeconds.toFixed(1)} s (goal ≤ 15 s)`,
  );
  console.log(
    `  with cache: server ready ${t.serverReadySeconds.toFixed(1)} s; page on screen ${t.pageOnScreenSeconds.toFixed(1)} s`,
  );
  console.log(
    `  MDX edit visible: median ${median(t.editSeconds).toFixed(2)} s over ${t.editSeconds.length} edits (${t.editSeconds.map((s) => s.toFixed(2)).join(", ")}; goal ≤ 1 s)`,
  );
  console.log(`  start, by phase:${"no cache".padStart(35)}${"with cache".padStart(12)}`);
  const cell = (n: number | undefined) => (n === undefined ? "–" : `${n.toFixed(1)} s`).padStart(12);
  for (const phase of DEVELOP_PHASES)
    console.log(`    ${phase.padEnd(37)}${cell(t.cold.phases[phase])}${cell(t.phases[phase])}`);
}
