/**
 * Every route of the built site, visited once per mode: one load without JavaScript (the HTML as
 * served: content and navigation readable) and one with it, in light mode (status, heading,
 * title, links, then axe over the hydrated page). These were three loops over every route
 * (routes, nojs and a11y specs), three loads of each route; the checks are the same.
 * The other accessibility modes (dark, 390 px) run on one page per template (a11y.spec.ts).
 */
import { test, expect } from "./fixtures";
import type { Browser, Page } from "@playwright/test";
import { allRoutes, sitemapRoutes } from "./builtRoutes";
import { specRoutes } from "./routes";
import { axeViolations } from "./axe";

test("the routes visited come from the built sitemap and cover the specification's table", () => {
  // Guards the loop below: a sitemap that reads as empty would make it test nothing.
  const fromSitemap = sitemapRoutes();
  expect(fromSitemap.length).toBeGreaterThan(80);
  expect(fromSitemap).toContain("/docs/cli/script/run");
  expect(fromSitemap).toContain("/docs/category/其它");
  for (const route of specRoutes) expect(allRoutes).toContain(route);
});

/** The page's first h1, its text, and the root-relative links that end with a slash. */
async function headingTitleAndLinks(page: Page, route: string): Promise<void> {
  const h1 = page.locator("main h1").first();
  await expect(h1).toBeAttached();
  const heading = (await h1.textContent())?.trim() ?? "";
  expect(heading.length).toBeGreaterThan(0);
  const title = await page.title();
  expect(title).toContain("Arcadia");
  if (route !== "/" && route !== "/blog") expect(title).toContain(heading.slice(0, 8));
  // No link the site renders ends with a slash (trailingSlash: "never").
  const slashed = await page.$$eval("a[href]", (as) =>
    as
      .map((a) => a.getAttribute("href") ?? "")
      .filter((h) => h.startsWith("/") && h.length > 1 && /\/(#|\?|$)/.test(h)),
  );
  expect(slashed).toEqual([]);
}

/** Without JavaScript, the served HTML shows the page's content and the navbar. */
async function readableWithoutJs(browser: Browser, baseURL: string | undefined, route: string): Promise<void> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "zh-CN" });
  try {
    const page = await context.newPage();
    expect((await page.goto(encodeURI(route)))?.status()).toBe(200);
    await expect(page.locator("main h1").first()).toBeVisible();
    await expect(page.locator("header nav a[href='/docs']").first()).toBeAttached();
    const text = (await page.locator("main").innerText()).replace(/\s+/g, "");
    expect(text.length).toBeGreaterThan(5);
  } finally {
    await context.close();
  }
}

test.describe("every page of the built site", () => {
  test.use({ colorScheme: "light" });
  for (const route of allRoutes) {
    test(`${route}: 200 with its title, readable without JavaScript, no axe violations`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // Two loads and an axe run: more than one load's time on a busy machine.
      test.setTimeout(60_000);
      // /search renders its results with JavaScript: without it there is no content to read.
      if (route !== "/search") await test.step("without JavaScript", () => readableWithoutJs(browser, baseURL, route));
      await test.step("with JavaScript", async () => {
        const response = await page.goto(encodeURI(route));
        expect(response?.status()).toBe(200);
        await headingTitleAndLinks(page, route);
        await page.waitForFunction(() => document.body.dataset.hydrated === "true");
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
