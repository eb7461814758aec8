import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { templateRoutes } from "./routes";
import { allRoutes } from "./builtRoutes";
import { gotoHydrated } from "./helpers";

/**
 * axe-core with its defaults (every rule but the experimental ones), and every violation counts,
 * whatever its impact. Every route is checked in light mode; one page of each template (and the
 * 404 page) also in dark mode and at 390 px wide, where the colours and the mobile layout
 * differ: the same templates over every route in three modes would triple the longest browser
 * test for pages that share their markup.
 */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

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
  // Every route, and the templates' pages that the route list leaves out (an author's page, the 404 page).
  {
    name: "light",
    routes: [...new Set([...allRoutes, ...TEMPLATES.filter((r) => !r.includes("?"))])],
    use: { colorScheme: "light" as const },
  },
  { name: "dark", routes: TEMPLATES, use: { colorScheme: "dark" as const } },
  {
    name: "390 px wide",
    routes: TEMPLATES,
    use: { colorScheme: "light" as const, viewport: { width: 390, height: 844 } },
  },
];

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
  expect(await violations(page)).toEqual([]);
});
