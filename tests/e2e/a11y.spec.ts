import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { templateRoutes } from "./routes";
import { allRoutes } from "./builtRoutes";
import { gotoHydrated } from "./helpers";
import { axeViolations as violations } from "./axe";

/**
 * axe-core with its defaults, every violation counting. Every built route is checked in light
 * mode by routes.spec.ts, in the same visit as its other checks. Here: the pages of a template
 * that the route list leaves out (the 404 page, next's pages) in light mode, and
 * one page of each template (and the 404 page) in dark mode and at 390 px wide, where the colours
 * and the mobile layout differ: the same templates over every route in three modes would triple
 * the longest browser test for pages that share their markup.
 */
const NOT_FOUND = "/no-such-page";

/** One route per page template, and the 404 page. */
const TEMPLATES = [...templateRoutes, NOT_FOUND];

async function open(page: Page, route: string) {
  if (route === NOT_FOUND) {
    expect((await page.goto(route))?.status()).toBe(404);
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  } else {
    await gotoHydrated(page, route);
  }
}

const MODES = [
  // The templates' pages that the route list leaves out (routes.spec.ts checks the others in light mode).
  {
    name: "light",
    routes: TEMPLATES.filter((r) => !r.includes("?") && !allRoutes.includes(r)),
    use: { colorScheme: "light" as const },
  },
  { name: "dark", routes: TEMPLATES, use: { colorScheme: "dark" as const } },
  {
    name: "390 px wide",
    routes: TEMPLATES,
    use: { colorScheme: "light" as const, viewport: { width: 390, height: 844 } },
  },
];

test("light mode here covers pages routes.spec.ts does not visit", () => {
  // The 404 page and next's pages are not in the sitemap: a list reading as empty would skip them.
  expect(MODES[0].routes).toContain(NOT_FOUND);
  expect(MODES[0].routes).toContain("/docs/next/cli/script/run");
});

for (const mode of MODES) {
  test.describe(`accessibility (axe defaults), ${mode.name}`, () => {
    test.use(mode.use);
    for (const route of mode.routes) {
      test(`${route} has no violations`, async ({ page }) => {
        await open(page, route);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode.use.colorScheme);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test("the open search modal with results has no violations", async ({ page }) => {
  await gotoHydrated(page, "/docs");
  await page.keyboard.press("Control+k");
  await page.locator(".DocSearch-Input").fill("定时任务");
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the open mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/docs/cli/script/run");
  await page.getByRole("button", { name: "打开导航菜单" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
