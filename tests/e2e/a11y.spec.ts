import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { allRoutes } from "./routes";
import { gotoHydrated } from "./helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

for (const mode of ["light", "dark"] as const) {
  test.describe(`accessibility, ${mode} mode`, () => {
    test.use({ colorScheme: mode });
    for (const route of allRoutes) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        await gotoHydrated(page, route);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test("the open search modal with results has no serious or critical violations", async ({ page }) => {
  await gotoHydrated(page, "/docs");
  await page.keyboard.press("Control+k");
  await page.locator(".DocSearch-Input").fill("定时任务");
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the open mobile menu has no serious or critical violations", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await gotoHydrated(page, "/docs/cli/script/run");
  await page.getByRole("button", { name: "打开导航菜单" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
