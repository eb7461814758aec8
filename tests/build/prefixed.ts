// The site under a sub-path (ARCADIA_PATH_PREFIX=/arcadia-docs), in a copy of the fixture site
// (tests/fixture-site: the repository's code with a small content tree of two versions), so that
// the main test build in public/ is untouched:
//   1. the copy builds with the prefix (scripts/gatsby.mjs adds --prefix-paths);
//   2. every link, anchor and asset of its pages resolves and carries the prefix
//      (tests/support/linkCheck.ts, the built-site check's code), and the host files
//      (_redirects, _redirects.nginx, _headers) and machine outputs name prefixed paths;
//   3. in Chromium, against scripts/serve.mjs --prefix: sidebar navigation, search (Ctrl+K, a
//      query, a result), a moved page's old route, the image zoom, the 404 page's suggestions.
//   npx vite-node tests/build/prefixed.ts [--keep <dir>]    (--keep: move the prefixed build's public/ there)
//   npx vite-node tests/build/prefixed.ts --reuse <dir>     (check a prefixed public/ built before)
// Prints one line a check and exits 1 if any failed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../e2e/chromium";
import { checkLinks, formatReport } from "../support/linkCheck";
import { copyFixtureSite } from "./fixtureCopy.mjs";

const PREFIX = "/arcadia-docs";
const PORT = Number(process.env.PREFIX_TEST_PORT ?? 9341);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TIMEOUT_MS = 15_000;
/** A route that does not exist, one letter off a page's (the 404 check). */
const MISSING = "/docs/cli/script/stopp";

let failures = 0;
function check(ok: boolean, what: string, detail = ""): void {
  console.log(`${ok ? "✓" : "✗"} ${what}${ok || !detail ? "" : `\n${detail}`}`);
  if (!ok) failures++;
}

/** Runs one browser check; an exception is that check's failure, and the next one still runs. */
async function step(what: string, run: () => Promise<string | true>): Promise<void> {
  try {
    const result = await run();
    check(result === true, what, result === true ? "" : result);
  } catch (e) {
    check(false, what, e instanceof Error ? e.message.split("\n").slice(0, 6).join("\n") : String(e));
  }
}

const argument = (name: string): string | null => {
  const i = process.argv.indexOf(name);
  return i < 0 ? null : (process.argv[i + 1] ?? null);
};
const reuse = argument("--reuse");
const keep = argument("--keep");
const copy = reuse ? null : copyFixtureSite("arcadia-prefixed-");
const publicDir = reuse ?? path.join(copy!.dir, "public");

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["scripts/serve.mjs", publicDir, "--prefix", PREFIX], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  server.stdout!.on("data", (d) => (out += d));
  server.stderr!.on("data", (d) => (out += d));
  const deadline = Date.now() + 20_000;
  while (!out.includes("Serving ")) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`serve.mjs did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(`${ORIGIN}${encodeURI(url)}`);
  await page.waitForFunction(() => document.body.dataset.hydrated === "true", null, { timeout: TIMEOUT_MS });
}

async function browserChecks(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ locale: "zh-CN" });
    page.setDefaultTimeout(TIMEOUT_MS);
    // Nothing leaves the machine (the test build turns analytics on with fake hosts).
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    // Every request of the site's own must stay under the prefix and succeed.
    const outside: string[] = [];
    const failed: string[] = [];
    // Gatsby's loader asks for a missing page's route without the prefix (HEAD, its own quirk:
    // the answer only decides between its 404 page and a reload); the first check asks for / itself.
    const expectedOutside = (r: { method(): string; url(): string }) => {
      const { pathname } = new URL(r.url());
      return (r.method() === "HEAD" && pathname === MISSING) || (r.method() === "GET" && pathname === "/");
    };
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin !== ORIGIN || expectedOutside(r)) return;
      if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) outside.push(url.pathname);
    });
    page.on("response", (r) => {
      const { pathname } = new URL(r.url());
      // Gatsby asks for the missing route's page data before it shows the 404 page: that 404 is expected.
      const expected = pathname === `${PREFIX}/page-data${MISSING}/page-data.json` || expectedOutside(r.request());
      if (r.url().startsWith(ORIGIN) && r.status() >= 400 && r.request().resourceType() !== "document" && !expected)
        failed.push(`${r.status()} ${pathname}`);
    });

    await step("/ redirects to the prefix, and the home page renders there", async () => {
      const reply = await page.goto(`${ORIGIN}/`);
      // Gatsby's client writes the home page's address as the prefix with a slash: both are the home page.
      if (![PREFIX, `${PREFIX}/`].includes(new URL(page.url()).pathname)) return `ended at ${page.url()}`;
      return reply?.status() === 200 || `status ${reply?.status()}`;
    });

    await step("the sidebar navigates between docs pages under the prefix, client-side", async () => {
      await gotoHydrated(page, `${PREFIX}/docs/cli`);
      let documents = 0;
      const count = (r: { resourceType(): string }) => (r.resourceType() === "document" ? documents++ : 0);
      page.on("request", count);
      const link = page.locator(`aside a[href='${PREFIX}/docs/cli/script/stop']`);
      await link.click();
      await page.waitForURL(`${ORIGIN}${PREFIX}/docs/cli/script/stop`);
      await page.locator("aside a[aria-current='page']").first().waitFor();
      const marked = await page.locator("aside a[aria-current='page']").first().getAttribute("href");
      page.off("request", count);
      if (marked !== `${PREFIX}/docs/cli/script/stop`) return `the sidebar marks ${marked}`;
      return documents === 0 || `${documents} full page loads`;
    });

    await step("search: Ctrl+K, a query, a result opens a page under the prefix", async () => {
      await gotoHydrated(page, `${PREFIX}/docs`);
      await page.keyboard.press("Control+k");
      await page.locator(".DocSearch-Input").fill("定时任务");
      const first = page.locator(".DocSearch-Hit a[href]").first();
      await first.waitFor();
      const href = (await first.getAttribute("href")) ?? "";
      if (!href.startsWith(`${PREFIX}/`)) return `the first result links to ${href}`;
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => decodeURI(url.pathname) === decodeURI(href.split("#")[0]));
      return (await page.locator("main h1").count()) > 0 || "the result's page has no heading";
    });

    await step("a moved page's old route redirects to the page under the prefix", async () => {
      const reply = await page.request.get(`${ORIGIN}${PREFIX}/docs/test/old-place`, { maxRedirects: 0 });
      const location = reply.headers()["location"];
      if (reply.status() !== 301 || location !== `${PREFIX}/docs/test/moved`)
        return `${reply.status()} → ${location ?? "(no location)"}`;
      await gotoHydrated(page, `${PREFIX}/docs/test/old-place`);
      return new URL(page.url()).pathname === `${PREFIX}/docs/test/moved` || `ended at ${page.url()}`;
    });

    await step("the image zoom opens the @2x picture under the prefix", async () => {
      await gotoHydrated(page, `${PREFIX}/docs/cli`);
      const img = page.locator(".markdown img[data-zoom-src]").first();
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => !!document.querySelector(".markdown img[data-zoom-src].medium-zoom-image"),
        null,
        { timeout: TIMEOUT_MS },
      );
      const hiRes = (await img.getAttribute("data-zoom-src")) ?? "";
      if (!hiRes.startsWith(`${PREFIX}/`) || !hiRes.endsWith("@2x.png")) return `data-zoom-src is ${hiRes}`;
      const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === hiRes);
      await img.click();
      const reply = await loaded;
      await page.locator(".medium-zoom-overlay").waitFor();
      return reply.status() === 200 || `the @2x picture answered ${reply.status()}`;
    });

    await step("an unknown path under the prefix shows the 404 page, its suggestions under the prefix", async () => {
      const reply = await page.goto(`${ORIGIN}${PREFIX}${MISSING}`);
      if (reply?.status() !== 404) return `status ${reply?.status()}`;
      const links = page.getByTestId("not-found-suggestions").locator("a[href]");
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      const wrong = hrefs.filter((h) => !h.startsWith(`${PREFIX}/`));
      if (wrong.length) return `suggestions outside the prefix: ${wrong.join(", ")}`;
      return hrefs.includes(`${PREFIX}/docs/cli/script/stop`) || `suggestions: ${hrefs.join(", ")}`;
    });

    check(outside.length === 0, "the pages request nothing outside the prefix", [...new Set(outside)].join("\n"));
    check(failed.length === 0, "every request of the pages succeeds", [...new Set(failed)].join("\n"));
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

/** The host files and machine outputs name prefixed paths. */
function fileChecks(): void {
  const read = (rel: string) => readFileSync(path.join(publicDir, rel), "utf8");
  const redirects = read("_redirects").trim().split("\n");
  check(
    redirects.length > 0 && redirects.every((l) => l.startsWith(`${PREFIX}/`) && l.includes(` ${PREFIX}/`)),
    "_redirects: both sides of every line carry the prefix",
    redirects.filter((l) => !l.startsWith(`${PREFIX}/`)).join("\n"),
  );
  check(
    read("_redirects.nginx").includes(
      `location = "${PREFIX}/docs/test/old-place" { return 301 "${PREFIX}/docs/test/moved`,
    ),
    "_redirects.nginx: old routes and targets carry the prefix",
  );
  const headerPaths = read("_headers")
    .split("\n")
    .filter((l) => l && !/^\s/.test(l));
  check(
    headerPaths.length > 1 && headerPaths.every((l) => l === "/*" || l.startsWith(PREFIX)),
    "_headers: every page rule names the prefixed path",
    headerPaths.filter((l) => l !== "/*" && !l.startsWith(PREFIX)).join("\n"),
  );
  const siteUrl = "https://arcadia.cool";
  const outputs: [string, string][] = [
    ["blog/rss.xml", `${siteUrl}${PREFIX}/blog/`],
    ["sitemap-0.xml", `${siteUrl}${PREFIX}/docs/cli`],
    ["llms.txt", `${siteUrl}${PREFIX}/docs/`],
    ["openapi/open.json", `${siteUrl}${PREFIX}/docs/`],
    ["docs/cli.md", `${siteUrl}${PREFIX}/img/docs/cli-help.svg`],
    ["docs/cli/index.html", `<link rel="canonical" href="${siteUrl}${PREFIX}/docs/cli"`],
  ];
  for (const [file, expected] of outputs) {
    const text = existsSync(path.join(publicDir, file)) ? read(file) : "";
    const unprefixed = text.match(new RegExp(`${siteUrl.replace(/\./g, "\\.")}/(?!${PREFIX.slice(1)}\\b)[^"<\\s)]*`));
    check(
      text.includes(expected) && !unprefixed,
      `${file} names addresses under the prefix`,
      unprefixed ? `an address without it: ${unprefixed[0]}` : `no ${expected}`,
    );
  }
}

try {
  if (copy) {
    const start = Date.now();
    const r = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
      cwd: copy.dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ARCADIA_TEST_PAGES: "1", ARCADIA_PATH_PREFIX: PREFIX },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    console.log(
      `  (build with ARCADIA_PATH_PREFIX=${PREFIX}: exit ${r.status}, ${((Date.now() - start) / 1000).toFixed(0)} s)`,
    );
    check(r.status === 0, "the site builds under a path prefix", `${r.stdout}\n${r.stderr}`.slice(-3000));
    if (r.status === 0 && keep) cpSync(publicDir, keep, { recursive: true });
  }
  if (existsSync(path.join(publicDir, "index.html"))) {
    const { pages, links, broken } = checkLinks(publicDir, { prefix: PREFIX, assets: true });
    // The fixture site has about 50 pages and 1,800 links: fewer means the check read too little.
    check(
      pages > 40 && links > 1000 && broken.length === 0,
      `every link, anchor and asset of ${pages} pages resolves under ${PREFIX} (${links} checked)`,
      formatReport(broken.slice(0, 60)),
    );
    fileChecks();
    await browserChecks();
  }
} finally {
  copy?.remove();
}
process.exit(failures ? 1 : 0);
