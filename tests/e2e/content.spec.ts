import { test, expect } from "./fixtures";
import { gotoHydrated, gotoWithPausedClock } from "./helpers";
import { labels } from "../../src/config/labels";
import { imageZoom } from "../../src/config/site";

test.describe("code blocks", () => {
  test("are highlighted at build time, titled, and copy their exact text", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/docs/cli/script/run");
    const block = page.locator(".markdown .code-block:has(pre code .token)").first();
    await expect(block.locator("pre code .token").first()).toBeAttached();
    const expected = await block
      .locator("pre code")
      .evaluate((code) =>
        [...code.querySelectorAll(":scope > .code-line")]
          .map((l) => (l.textContent ?? "").replace(/\n$/, ""))
          .join("\n"),
      );
    const button = block.locator(".code-copy");
    await expect(button).toHaveAccessibleName(labels["code.copyAria"]);
    await expect(button).toHaveText(labels["code.copy"]);
    await button.click();
    await expect(button).toHaveText(labels["code.copied"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test("no highlighter JavaScript ships to the browser", async ({ page }) => {
    // URLs only: reading a body inside the listener races the test's end when a late prefetch
    // lands (seen in CI as "response.text: Test ended"); the bodies are fetched afterwards.
    const urls = new Set<string>();
    // The site's own scripts: the analytics providers' are stubs, and fetching them again
    // outside the page's routes would leave the machine.
    const origin = new URL(test.info().project.use.baseURL!).origin;
    page.on("response", (r) => {
      const url = new URL(r.url());
      if (url.origin === origin && url.pathname.endsWith(".js")) urls.add(r.url());
    });
    await gotoHydrated(page, "/docs/cli/script/run");
    await page.waitForLoadState("networkidle");
    const scripts = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes("Prism.languages") || s.includes("refractor"))).toBe(false);
  });

  test("a titled block shows its file name", async ({ page }) => {
    await page.goto("/docs/configuration/import/repo/config");
    await expect(page.locator(".markdown .code-block-title").first()).toBeVisible();
  });
});

type Page = import("@playwright/test").Page;
type Locator = import("@playwright/test").Locator;

/**
 * Clicks an image and waits for the library's own "opened" event: it ignores close requests
 * while the opening animation runs, and a fixed wait can be too short on a loaded machine.
 */
async function openZoom(page: Page, img: Locator): Promise<void> {
  await img.evaluate((el) => {
    (window as unknown as { __zoomOpened: boolean }).__zoomOpened = false;
    el.addEventListener(
      "medium-zoom:opened",
      () => ((window as unknown as { __zoomOpened: boolean }).__zoomOpened = true),
      { once: true },
    );
  });
  await img.click();
  await page.waitForFunction(() => (window as unknown as { __zoomOpened: boolean }).__zoomOpened);
}

test.describe("image zoom", () => {
  // The page of the one picture with a high-resolution file (cli-help.svg): diagrams are vector SVGs.
  test("opens the high-resolution image, closes on Escape, click and scroll; one overlay after many navigations", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs/cli");
    for (const path of ["/docs/cli/script/stop", "/docs/cli", "/docs/cli/script/stop", "/docs/cli"]) {
      await page.locator(`aside a[href='${path}']`).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    const img = page.locator(".markdown img").first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveClass(/medium-zoom-image/, { timeout: imageZoom.reattachDelayMs + 3000 });
    const hiRes = await img.getAttribute("data-zoom-src");
    expect(hiRes).toMatch(/@2x\.png$/);
    await openZoom(page, img);
    await expect(page.locator(".medium-zoom-overlay")).toHaveCount(1);
    await expect(page.locator(`img.medium-zoom-image--opened[src$='${hiRes}']`)).toBeAttached();
    const overlayColor = await page
      .locator(".medium-zoom-overlay")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(overlayColor).toBe("rgb(255, 255, 255)");
    await page.keyboard.press("Escape");
    await expect(page.locator(".medium-zoom-overlay")).toHaveCount(0);

    await openZoom(page, img);
    await expect(page.locator(".medium-zoom-overlay")).toHaveCount(1);
    await page.locator(".medium-zoom-overlay").click({ force: true });
    await expect(page.locator(".medium-zoom-overlay")).toHaveCount(0);

    await openZoom(page, img);
    await expect(page.locator(".medium-zoom-overlay")).toHaveCount(1);
    await page.mouse.wheel(0, 200);
    await expect(page.locator(".medium-zoom-overlay")).toHaveCount(0);
  });

  test("the overlay is dark grey in dark mode", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/docs/cli");
    const img = page.locator(".markdown img").first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveClass(/medium-zoom-image/, { timeout: imageZoom.reattachDelayMs + 3000 });
    await img.click();
    expect(await page.locator(".medium-zoom-overlay").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(36, 37, 38)",
    );
  });

  test("is attached only after the spec's delay", async ({ page }) => {
    await gotoWithPausedClock(page, "/docs/cli");
    await page.locator("aside a[href='/docs/cli/script/stop']").click();
    await expect(page).toHaveURL(/\/stop$/);
    await page.locator("aside a[href='/docs/cli']").click();
    await expect(page.locator(".markdown img").first()).toBeAttached();
    await page.clock.runFor(imageZoom.reattachDelayMs - 100);
    expect(await page.locator(".markdown img.medium-zoom-image").count()).toBe(0);
    await page.clock.runFor(200);
    await expect(page.locator(".markdown img.medium-zoom-image").first()).toBeAttached();
  });

  test("a high-resolution image that fails warns in the console", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.route("**/*@2x.png", (route) => route.abort());
    await gotoHydrated(page, "/docs/cli");
    const img = page.locator(".markdown img").first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveClass(/medium-zoom-image/, { timeout: imageZoom.reattachDelayMs + 3000 });
    await img.click();
    await expect.poll(() => warnings.join("\n")).toContain("Unable to reach the zoom image");
  });
});

test.describe("analytics", () => {
  test("loads the tag with IP anonymisation and sends a page view on each route change", async ({ page }) => {
    const tagRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith("https://www.googletagmanager.com/")) tagRequests.push(r.url());
    });
    await gotoHydrated(page, "/docs");
    expect(tagRequests.some((u) => u.includes("id=G-ARCADIATEST"))).toBe(true);
    const calls = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) =>
          JSON.stringify(Array.from(a)),
        ),
      );
    expect((await calls()).some((c) => c.includes('"config"') && c.includes('"anonymize_ip":true'))).toBe(true);
    await page.locator("aside a[href='/docs/about']").click();
    await expect
      .poll(async () => (await calls()).filter((c) => c.includes('"page_view"') && c.includes("/docs/about")).length)
      .toBe(1);
    await page.locator("aside a[href='/docs/CHANGELOG']").click();
    await expect
      .poll(
        async () => (await calls()).filter((c) => c.includes('"page_view"') && c.includes("/docs/CHANGELOG")).length,
      )
      .toBe(1);
  });
});

test.describe("API reference", () => {
  test("an endpoint page shows method, path, parameters and a copyable curl example", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/docs/dev/api/internal/cron/page");
    const endpoint = page.locator("[data-endpoint='GET /api/cron']");
    await expect(endpoint).toContainText("GET");
    await expect(endpoint.locator("code").first()).toHaveText("/api/cron");
    await expect(page.locator("#api-params")).toBeVisible();
    await expect(endpoint.locator("table").first().locator("code", { hasText: "page" }).first()).toBeVisible();
    const curl = endpoint.locator(".code-block", { hasText: "curl" }).first();
    await expect(curl).toContainText('curl -X GET "http://<主机>:5678/api/cron');
    await expect(curl).toContainText("Authorization: Bearer <令牌>");
    await curl.locator(".code-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^curl -X GET "http:\/\/<主机>:5678\/api\/cron/,
    );
  });

  test("an open API page lists every endpoint of its group with its permission", async ({ page }) => {
    await page.goto("/docs/dev/api/open/cron");
    expect(await page.locator("[data-endpoint]").count()).toBeGreaterThan(3);
    await expect(page.locator("main")).toContainText("cron:query");
  });

  test("a removed endpoint's page shows the deprecation banner linking to its replacement", async ({ page }) => {
    await gotoHydrated(page, "/docs/dev/api/internal/message/list");
    const banner = page.locator("[data-banner='deprecated']");
    await expect(banner).toContainText(labels["docs.deprecatedTitle"]);
    await expect(banner).toContainText("1.0.0-beta");
    await banner.locator("a[href='/docs/dev/api/internal/message/page']").click();
    await expect(page).toHaveURL(/\/docs\/dev\/api\/internal\/message\/page$/);
  });
});
