import { readFileSync } from "node:fs";
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { parseNetlifyHeaders, headersFor } from "../../src/lib/netlifyHeaders.mjs";

const rules = parseNetlifyHeaders(readFileSync("netlify.toml", "utf8"));

test("pages are served with the security headers of netlify.toml", async ({ page }) => {
  const res = await page.request.get("/docs/cli");
  const expected = headersFor(rules, "/docs/cli");
  expect(expected["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe(expected["X-Content-Type-Options"]);
  expect(res.headers()["referrer-policy"]).toBe(expected["Referrer-Policy"]);
  // The test build enables analytics, so the served policy is netlify.toml's, extended by the build.
  expect(res.headers()["content-security-policy"]).toContain(expected["Content-Security-Policy"].split(";")[0]);
});

test("no page breaks the Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const path of [
    "/",
    "/docs/cli/script/run",
    "/blog/welcome",
    "/docs/dev/api/internal/cron/page",
    "/search?q=定时任务",
  ]) {
    await gotoHydrated(page, path);
  }
  await page.keyboard.press("Control+k");
  await page.locator(".DocSearch-Input").fill("环境变量");
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("hashed assets are cached for a year, page data is revalidated", async ({ page }) => {
  const html = await (await page.request.get("/docs")).text();
  // React's bundle, named in the page's after-paint loader, and a page component's lazy chunk.
  const framework = /"(\/framework-[0-9a-f]+\.js)"/.exec(html)?.[1];
  const lazy = /(\/[0-9a-f]{20}\.js)/.exec(html)?.[1];
  for (const script of [framework, lazy]) {
    expect(script).toBeTruthy();
    const res = await page.request.get(script!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("immutable");
  }
  expect((await page.request.get("/page-data/docs/page-data.json")).headers()["cache-control"]).toContain(
    "must-revalidate",
  );
});
