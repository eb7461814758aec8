// `gatsby develop` in a copy of the fixture site (tests/fixture-site: the repository's code with a
// small content tree), checked in Chromium. The development bundle
// swaps Babel for esbuild (src/node/webpack/configure.ts configureDevelop), so this checks what
// that swap could break:
//   1. the server starts and a docs page renders its content and the shell, with no page error;
//   2. an edit to an MDX page shows on the open page without a reload (hot update);
//   3. an edit to one of our components shows without a reload, and the development bundle
//      registers our components with React Fast Refresh (its Babel plugin runs on our modules,
//      so an edit keeps component state);
//   4. a page not opened yet shows after a link to it: another docs page (the doc template and the
//      404 page come with the bundle), and the blog (its template compiled on first request);
//   5. the HTML shell the server sends carries gatsby-ssr's head components (patch developShell);
//   6. the search modal opens: the stylesheet its bundle names is served (written as the server starts);
// Prints one line a check and exits 1 if any failed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Locator, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../e2e/chromium";
import { copyFixtureSite } from "./fixtureCopy.mjs";
import { startDevelop } from "./developServer";

const PORT = Number(process.env.DEVELOP_TEST_PORT ?? 9331);
const READY_TIMEOUT_MS = 300_000;
const UPDATE_TIMEOUT_MS = 60_000;
/** The title of content/docs/cli/script/run.mdx (its front matter says "run"). */
const RUN_TITLE = /^run$/;

const { dir, remove } = copyFixtureSite("arcadia-develop-");
const file = (rel: string) => path.join(dir, rel);

let failures = 0;
function check(ok: boolean, what: string, detail = ""): void {
  console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
  if (!ok) failures++;
}

/** Edits a file of the copy and waits until the open page shows `expected` without reloading. */
async function editAndWait(
  page: Page,
  rel: string,
  from: string,
  to: string,
  shows: () => Promise<boolean>,
): Promise<{ updated: boolean; reloaded: boolean }> {
  const source = readFileSync(file(rel), "utf8");
  if (!source.includes(from)) throw new Error(`${rel} no longer contains ${JSON.stringify(from)}: update this test`);
  writeFileSync(file(rel), source.replace(from, to));
  const deadline = Date.now() + UPDATE_TIMEOUT_MS;
  let updated = false;
  while (!updated && Date.now() < deadline) {
    await page.waitForTimeout(250);
    updated = await shows().catch(() => false);
  }
  const reloaded = !(await page
    .evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)
    .catch(() => false));
  return { updated, reloaded };
}

/** Clicks the first link `selector` finds; whether `target` then shows, and without a reload. */
async function follow(page: Page, selector: string, target: Locator): Promise<{ shown: boolean; stayed: boolean }> {
  await page.locator(selector).first().click();
  const shown = await target
    .waitFor({ timeout: UPDATE_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  const stayed = await page
    .evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)
    .catch(() => false);
  return { shown, stayed };
}

/**
 * A script of the development server, read through the page's own request context, retried a
 * few times in case the server is busy rebuilding the bundle after an edit.
 */
async function scriptText(page: Page, src: string): Promise<string> {
  let last: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const response = await page.request.get(src, { timeout: 60_000 });
      if (response.ok()) return await response.text();
      last = new Error(`${src}: HTTP ${response.status()}`);
    } catch (e) {
      last = e;
    }
    await page.waitForTimeout(2000);
  }
  throw new Error(`could not read ${src}: ${(last as Error).message}`);
}

/** The code of one module in the development bundle the page loaded (between its key and the next). */
async function moduleSource(page: Page, key: string): Promise<string> {
  // The development server's own scripts: the analytics providers' (test ids, hosts that do not resolve) are not ours to read.
  const origin = new URL(page.url()).origin;
  const scripts = (
    await page.locator("script[src]").evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src))
  ).filter((src) => src.startsWith(`${origin}/`));
  for (const src of scripts) {
    const code = await scriptText(page, src);
    const at = code.indexOf(`"${key}":`);
    if (at < 0) continue;
    const next = code.indexOf('\n/***/ "', at + key.length);
    return code.slice(at, next < 0 ? undefined : next);
  }
  return `(no module ${key} in ${scripts.join(", ")})`;
}

const develop = startDevelop(dir, PORT, READY_TIMEOUT_MS);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const seconds = await develop.ready;
  console.log(`  (gatsby develop ready in ${seconds.toFixed(1)} s)`);
  const page = await browser.newPage();
  // The requests by which webpack's lazy compilation asks the server for a module, by its path.
  const lazyCompiles: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("lazy-compilation-using-")) lazyCompiles.push(decodeURIComponent(r.url()));
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));

  // The HTML shell every request gets is rendered by the develop-html bundle, which leaves out
  // the pages and the site shell (patch developShell): the head components must all be there.
  const shell = await (await page.request.get(`http://127.0.0.1:${PORT}/docs/next/about`, { timeout: 120_000 })).text();
  check(
    shell.includes('lang="zh-Hans"') &&
      shell.includes("data-theme-choice") &&
      shell.includes("--print-origin") &&
      shell.includes('src="/commons.js"'),
    "the development HTML shell carries the head scripts of gatsby-ssr and the bundle",
    shell.slice(0, 2000),
  );

  await page.goto(`http://127.0.0.1:${PORT}/docs/next/about`, { waitUntil: "load", timeout: 120_000 });
  await page.locator("main h1").waitFor({ timeout: 60_000 });
  check((await page.locator("main h1").textContent()) === "关于我们", "a docs page renders its title");
  check(
    await page.locator("nav[aria-label] a[href='/docs/next/about']").first().isVisible(),
    "and the shell (sidebar) around it",
  );
  await page.evaluate(() => ((window as unknown as { __notReloaded?: boolean }).__notReloaded = true));

  const mdx = await editAndWait(
    page,
    "content/docs/about.mdx",
    "目前仍在公开测试。",
    "目前仍在公开测试（热更新）。",
    async () => (await page.locator("main").textContent())?.includes("公开测试（热更新）") ?? false,
  );
  check(mdx.updated && !mdx.reloaded, "an MDX edit shows on the open page without a reload", JSON.stringify(mdx));

  const footer = await editAndWait(
    page,
    "src/components/layout/Footer.tsx",
    'aria-label={t("footer.nav")}',
    'aria-label="页脚链接（热更新）"',
    async () => (await page.locator('footer nav[aria-label="页脚链接（热更新）"]').count()) === 1,
  );
  check(
    footer.updated && !footer.reloaded,
    "an edit to a component shows without a reload (React Fast Refresh)",
    JSON.stringify(footer),
  );

  // Most page components compile when first asked for (lazy compilation,
  // src/node/webpack/configure.ts); the doc template and the 404 page come with the bundle.
  // A client-side move to another docs page lands on it, without a reload.
  const { shown: moved, stayed } = await follow(
    page,
    "nav[aria-label] a[href='/docs/next/cli/script/run']",
    page.locator("main h1", { hasText: RUN_TITLE }),
  );
  check(
    moved && stayed && page.url().endsWith("/docs/next/cli/script/run"),
    "a link to another docs page shows that page, without a reload",
    `moved ${moved}, no reload ${stayed}, at ${page.url()}`,
  );
  check(
    !lazyCompiles.some((u) => /[\\/]src[\\/](templates[\\/]doc|pages[\\/]404)\.tsx/.test(u)),
    "the doc template and the 404 page come with the development bundle (no lazy compile for them)",
    lazyCompiles.join("\n"),
  );
  // The blog's template is compiled when the link is followed, and the page shows without a reload.
  const { shown: blogShown, stayed: blogStayed } = await follow(
    page,
    "header a[href='/blog']:visible",
    page.locator("main a", { hasText: "欢迎来到博客" }).first(),
  );
  check(
    blogShown && blogStayed && page.url().endsWith("/blog") && lazyCompiles.some((u) => /blog-list\.tsx/.test(u)),
    "a link to the blog, whose template is compiled on first request, shows it without a reload",
    `shown ${blogShown}, not reloaded ${blogStayed}, at ${page.url()}; lazy compiles:\n${lazyCompiles.join("\n")}`,
  );
  const footerModule = await moduleSource(page, "./src/components/layout/Footer.tsx");
  // Babel writes $RefreshReg$(_c, "Footer"); the refresh plugin for webpack turns it into this.
  check(
    /\$Refresh\$\.register\(_c\d*, \\"Footer\\"\)/.test(footerModule),
    "the development bundle registers our components with React Fast Refresh",
    footerModule.slice(0, 1500),
  );
  // configure.ts: no source maps in develop unless SOURCE_MAPS=1 (webpack's eval devtool).
  check(
    footerModule.includes("sourceURL=") && !footerModule.includes("sourceMappingURL="),
    "the development bundle's modules carry no source maps",
    footerModule.slice(-600),
  );
  // The bundle names the modal's stylesheet (src/search/browser/manifest.ts); the modal shows
  // only once it applies, and the server has no build's public/search to serve it from.
  await page.keyboard.press("Control+k");
  const modal = await page
    .locator(".DocSearch-Modal")
    .waitFor({ timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  check(modal, "the search modal opens: the stylesheet the bundle names is served");
  check(errors.length === 0, "no page error", errors.join("\n"));
  // configure.ts takes Gatsby's ESLint plugin out of the development bundle, finding it by name.
  check(
    !develop.log().includes("ESLint plugin was not found"),
    "Gatsby's ESLint plugin was found (and left out of the development bundle)",
  );
} catch (e) {
  check(false, (e as Error).message, develop.log().slice(-3000));
} finally {
  await browser.close();
  // The process group exits before its folder goes.
  await develop.stop();
  remove();
}
console.log(failures ? `\n${failures} check(s) failed` : "\nall checks passed");
process.exit(failures ? 1 : 0);
