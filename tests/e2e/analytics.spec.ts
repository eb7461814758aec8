/**
 * Every analytics provider of the test build (gtag, Baidu Tongji, Umami, Plausible; fake ids,
 * stubbed hosts: tests/e2e/analyticsStubs.ts) gets its script, the page views it does not
 * count itself, and the site's events: page feedback, a settled search, a search with no results.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { TEST_ANALYTICS_ENV } from "./analyticsStubs";
import { labels } from "../../src/config/labels";

type Logged = [string, ...unknown[]];
const log = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __analyticsLog?: unknown[] }).__analyticsLog ?? []) as Logged[]);
const gtagEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) => Array.from(a)),
  );

test("each provider's script is loaded from its own address with its site id", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await gotoHydrated(page, "/docs");
  expect(requested).toContain(`https://hm.baidu.com/hm.js?${TEST_ANALYTICS_ENV.GATSBY_BAIDU_TONGJI_ID}`);
  expect(requested).toContain(TEST_ANALYTICS_ENV.GATSBY_UMAMI_SCRIPT_URL);
  expect(requested).toContain(TEST_ANALYTICS_ENV.GATSBY_PLAUSIBLE_SCRIPT_URL);
  await expect(page.locator("head script[data-analytics='umami']")).toHaveAttribute(
    "data-website-id",
    TEST_ANALYTICS_ENV.GATSBY_UMAMI_WEBSITE_ID,
  );
  await expect(page.locator("head script[data-analytics='plausible']")).toHaveAttribute(
    "data-domain",
    TEST_ANALYTICS_ENV.GATSBY_PLAUSIBLE_DOMAIN,
  );
  const served = await page.request.get("/docs");
  const policy = served.headers()["content-security-policy"];
  for (const origin of [
    "https://hm.baidu.com",
    "https://umami.analytics.invalid",
    "https://plausible.analytics.invalid",
  ])
    expect(policy).toContain(origin);
});

test("Baidu gets a page view for each navigation after the first, none for an in-page anchor", async ({ page }) => {
  await gotoHydrated(page, "/docs");
  await page.locator("aside a[href='/docs/about']").click();
  await expect
    .poll(async () => (await log(page)).filter((e) => e[0] === "baidu" && e[1] === "_trackPageview").map((e) => e[2]))
    .toEqual(["/docs/about"]);
  await page.evaluate(() => {
    const a = document.querySelector<HTMLAnchorElement>("main a[href^='#']");
    a?.click();
  });
  await page.locator("aside a[href='/docs/CHANGELOG']").click();
  await expect
    .poll(async () => (await log(page)).filter((e) => e[0] === "baidu" && e[1] === "_trackPageview").map((e) => e[2]))
    .toEqual(["/docs/about", "/docs/CHANGELOG"]);
});

test("the page-feedback answer reaches every provider", async ({ page }) => {
  await gotoHydrated(page, "/docs/cli/script/run");
  await page.getByTestId("page-feedback").getByRole("button", { name: labels["feedback.yes"] }).click();
  const params = { page_path: "/docs/cli/script/run", helpful: "yes" };
  await expect
    .poll(() => log(page))
    .toEqual(
      expect.arrayContaining([
        ["baidu", "_trackEvent", "arcadia-docs", "page_feedback", "/docs/cli/script/run | yes"],
        ["umami", "page_feedback", params],
        ["plausible", "page_feedback", params],
      ]),
    );
  expect(await gtagEvents(page)).toContainEqual(["event", "page_feedback", params]);
});

test("a search is reported once it settles, and one with no results as such", async ({ page }) => {
  await gotoHydrated(page, "/docs");
  await page.keyboard.press("Control+k");
  const input = page.locator(".DocSearch-Input");
  await input.pressSequentially("定时任务", { delay: 50 });
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  const searches = async () =>
    (await gtagEvents(page)).filter((e) => e[0] === "event" && (e[1] === "search" || e[1] === "search_no_results"));
  await expect
    .poll(searches, { timeout: 10_000 })
    .toEqual([["event", "search", { search_term: "定时任务", results: expect.any(Number) }]]);

  await input.fill("qqxxzzjj");
  await expect(page.locator(".DocSearch-NoResults")).toBeVisible();
  await expect
    .poll(async () => (await searches()).slice(1), { timeout: 10_000 })
    .toEqual([
      ["event", "search", { search_term: "qqxxzzjj", results: 0 }],
      ["event", "search_no_results", { search_term: "qqxxzzjj" }],
    ]);
  const others = (await log(page)).filter((e) => e.includes("search_no_results"));
  expect(others.map((e) => e[0]).sort()).toEqual(["baidu", "plausible", "umami"]);
});
