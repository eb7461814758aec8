import { test, expect } from "@playwright/test";
import { labels } from "../../src/config/labels";

test.describe("reading with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  // Every route's content and navigation without JavaScript: routes.spec.ts, in its one visit of each route.

  test("navbar and sidebar links work, code blocks are readable", async ({ page }) => {
    await page.goto("/docs");
    await page.locator("aside nav a[href='/docs/cli/script/run']").click();
    await expect(page).toHaveURL(/\/docs\/cli\/script\/run$/);
    const code = page.locator(".markdown pre code").first();
    await expect(code).toBeVisible();
    expect((await code.innerText()).trim().length).toBeGreaterThan(5);
    // The first /blog link in the DOM is in the narrow-screen menu, hidden at this width.
    await page.locator("header nav a[href='/blog']:visible").first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("at 390 px the menu button opens the navbar items", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/docs/cli");
    const opener = page
      .getByRole("navigation", { name: labels["navbar.mainNav"] })
      .getByLabel(labels["navbar.openMenu"])
      .filter({ visible: true });
    await expect(opener).toHaveCount(1);
    await expect(opener).toBeVisible();
    const blog = page.getByTestId("nojs-menu").getByRole("link", { name: labels["navbar.blog"] });
    await expect(blog).toBeHidden();
    await opener.click();
    await expect(blog).toBeVisible();
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("with JavaScript the no-script menu stays hidden and the drawer button is the only opener", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/docs/cli");
  await expect(page.getByTestId("nojs-menu")).toBeHidden();
  await expect(page.getByRole("button", { name: labels["navbar.openMenu"] })).toBeVisible();
});
