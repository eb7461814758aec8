/**
 * Docs versions in the browser: the switch (same page, fallback, keyboard, without JavaScript),
 * the banners, the canonical URL, the remembered version and the API pages of both versions.
 */
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { labels } from "../../src/config/labels";
import { storageKeys } from "../../src/config/site";

const SWITCH = "main [data-version-switch]";

test.describe("the version switch", () => {
  test("lists every version, marks the one in view, and keeps the reader on the same page", async ({ page }) => {
    await gotoHydrated(page, "/docs/cli/script/run");
    const sw = page.locator(SWITCH);
    await expect(sw.locator("summary")).toContainText("1.0.0-beta.10");
    await sw.locator("summary").click();
    await expect(sw.locator("a[aria-current='true']")).toHaveText("1.0.0-beta.10");
    await expect(sw.locator("a[data-version='next']")).toHaveAttribute("href", "/docs/next/cli/script/run");
    await sw.locator("a[data-version='next']").click();
    await expect(page).toHaveURL(/\/docs\/next\/cli\/script\/run$/);
    await expect(page.locator(`${SWITCH} summary`)).toContainText("next");
    await expect(page.locator("main h1")).toBeVisible();
  });

  test("leads to the target version's docs root when it has no such page", async ({ page }) => {
    await gotoHydrated(page, "/docs/test/latest-only");
    await expect(page.locator(`${SWITCH} a[data-version='next']`)).toHaveAttribute("href", "/docs/next");
  });

  test("works by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/docs/next/cli/script/run");
    const summary = page.locator(`${SWITCH} summary`);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(SWITCH)).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.locator(`${SWITCH} a[data-version='next']`)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(`${SWITCH} a[data-version='1.0.0-beta.10']`)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/docs\/cli\/script\/run$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the switch opens and its links are plain links", async ({ page }) => {
    await page.goto("/docs/cli/script/run");
    await page.locator(`${SWITCH} summary`).click();
    await page.locator(`${SWITCH} a[data-version='next']`).click();
    await expect(page).toHaveURL(/\/docs\/next\/cli\/script\/run$/);
    await expect(page.locator("[data-version-banner='unreleased']")).toBeVisible();
  });
});

test.describe("banners and the canonical URL", () => {
  test("the latest has no version banner and names itself canonical", async ({ page }) => {
    await gotoHydrated(page, "/docs/cli/script/run");
    await expect(page.locator("[data-version-banner]")).toHaveCount(0);
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", /\/docs\/cli\/script\/run$/);
  });

  test("next says it is unreleased and links to the same page in the latest, which is its canonical URL", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/next/cli/script/run");
    const banner = page.locator("[data-version-banner='unreleased']");
    await expect(banner).toContainText("next");
    // The banner's first link; the upgrade guide and the page diff follow it (tests/e2e/upgrade.spec.ts).
    await expect(banner.locator("a").first()).toHaveAttribute("href", "/docs/cli/script/run");
    await expect(banner.locator("a").first()).toHaveText(labels["docs.versionLatestPageLabel"]);
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", /[^t]\/docs\/cli\/script\/run$/);
  });

  test("a link inside a next page stays in next", async ({ page }) => {
    await gotoHydrated(page, "/docs/next/cli/script/run");
    const hrefs = await page
      .locator(".markdown a[href^='/docs']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !h.startsWith("/docs/next"))).toEqual([]);
  });

  test("so does a link inside a next page whose file is the latest's, reached client-side", async ({ page }) => {
    // /docs/next/cli is the same file as the latest's; cli/script/run is not. Links are made per version at compile time.
    await gotoHydrated(page, "/docs/next/cli/script/run");
    await page.locator("main a[href='/docs/next/cli']").first().click();
    await expect(page).toHaveURL(/\/docs\/next\/cli$/);
    await expect(page.locator("main h1")).toHaveText("命令（CLI）");
    const hrefs = await page
      .locator(".markdown a[href^='/docs']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !h.startsWith("/docs/next"))).toEqual([]);
  });

  test("breadcrumbs, sidebar and previous/next of a next page stay in next", async ({ page }) => {
    await gotoHydrated(page, "/docs/next/cli/script/run");
    const hrefs = await page
      .locator(
        "aside nav a, nav[aria-label='" +
          labels["docs.breadcrumbs"] +
          "'] a, nav[aria-label='" +
          labels["docs.pagination"] +
          "'] a",
      )
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.filter((h) => h.startsWith("/docs") && !h.startsWith("/docs/next"))).toEqual([]);
  });
});

test.describe("the remembered version", () => {
  test("the navbar's docs links follow the last version read", async ({ page }) => {
    await gotoHydrated(page, "/docs/next/cli");
    await gotoHydrated(page, "/blog");
    await expect(page.locator(`header a:text-is("${labels["navbar.docs"]}")`).first()).toHaveAttribute(
      "href",
      "/docs/next",
    );
    await expect(page.locator(`header a:text-is("${labels["navbar.devDocs"]}")`).first()).toHaveAttribute(
      "href",
      "/docs/next/dev/api",
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.docsPreferredVersion)).toBe("next");
  });

  test("a remembered version the site no longer has is ignored", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "0.0.1"), storageKeys.docsPreferredVersion);
    await gotoHydrated(page, "/blog");
    await expect(page.locator(`header a:text-is("${labels["navbar.docs"]}")`).first()).toHaveAttribute("href", "/docs");
  });
});

test.describe("API pages of both versions", () => {
  for (const route of ["/docs/dev/api/internal/main/captcha", "/docs/next/dev/api/internal/main/captcha"]) {
    test(`${route} shows its endpoint`, async ({ page }) => {
      await gotoHydrated(page, route);
      await expect(page.locator(".markdown code").filter({ hasText: "/api/captcha" }).first()).toBeVisible();
    });
  }
});
