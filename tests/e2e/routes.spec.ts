import { test, expect } from "./fixtures";
import { allRoutes, sitemapRoutes } from "./builtRoutes";
import { specRoutes } from "./routes";

test("the routes visited come from the built sitemap and cover the specification's table", () => {
  // Guards the loops below: a sitemap that reads as empty would make them test nothing.
  const fromSitemap = sitemapRoutes();
  expect(fromSitemap.length).toBeGreaterThan(80);
  expect(fromSitemap).toContain("/docs/cli/script/run");
  expect(fromSitemap).toContain("/docs/category/其它");
  for (const route of specRoutes) expect(allRoutes).toContain(route);
});

test.describe("every page of the built site", () => {
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
        as
          .map((a) => a.getAttribute("href") ?? "")
          .filter((h) => h.startsWith("/") && h.length > 1 && /\/(#|\?|$)/.test(h)),
      );
      expect(slashed).toEqual([]);
    });
  }
});
