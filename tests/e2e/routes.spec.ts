import { test, expect } from "./fixtures";
import { allRoutes } from "./routes";

test.describe("every route of the manifest", () => {
  for (const route of allRoutes) {
    test(`${route} returns 200 with its title`, async ({ page }) => {
      const response = await page.goto(encodeURI(route));
      expect(response?.status()).toBe(200);
      const h1 = page.locator("main h1").first();
      await expect(h1).toBeAttached();
      const heading = (await h1.textContent())?.trim() ?? "";
      expect(heading.length).toBeGreaterThan(0);
      const title = await page.title();
      expect(title).toContain("Arcadia");
      if (route !== "/" && route !== "/blog") expect(title).toContain(heading.slice(0, 8));
      // No link the site renders ends with a slash (trailingSlash: "never").
      const slashed = await page.$$eval("a[href]", (as) =>
        as.map((a) => a.getAttribute("href") ?? "").filter((h) => h.startsWith("/") && h.length > 1 && /\/(#|\?|$)/.test(h)),
      );
      expect(slashed).toEqual([]);
    });
  }
});
