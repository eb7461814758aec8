import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { labels } from "../../src/config/labels";

test.describe("search modal", () => {
  test("Ctrl+K opens it; a Chinese query finds results; Enter navigates client-side", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1") && !r.url().startsWith("data:") && !r.url().includes("googletagmanager")) outside.push(r.url());
    });
    await gotoHydrated(page, "/docs");
    await page.keyboard.press("Control+k");
    const input = page.locator(".DocSearch-Input");
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("placeholder", labels["search.placeholder"]);
    await input.fill("定时任务");
    const first = page.locator(".DocSearch-Hit").first();
    await expect(first).toBeVisible();
    await expect(page.locator(".DocSearch-Hit mark").first()).toContainText(/定时任务|定时|任务/);
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents++;
    });
    const target = await first.locator("[data-url]").getAttribute("data-url");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target!.split("#")[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(documents).toBe(0);
    expect(outside).toEqual([]);
  });

  test("the index is not loaded before the modal is opened", async ({ page }) => {
    const searchFiles: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/search/")) searchFiles.push(r.url());
    });
    await gotoHydrated(page, "/docs/cli");
    await page.waitForTimeout(500);
    expect(searchFiles).toEqual([]);
  });

  test("a nonsense query shows the no-results text with a way to report it", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("zzqxjvw");
    const screen = page.locator(".DocSearch-NoResults");
    await expect(screen).toContainText(labels["search.noResultsPrefix"]);
    await expect(screen).toContainText("zzqxjvw");
    await expect(screen.getByRole("link", { name: labels["search.reportMissingLink"] })).toBeVisible();
  });

  test("when the index cannot be fetched the modal shows the failure text, and a later query retries", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await page.route("**/search/index.*.json", (route) => route.abort());
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("环境变量");
    await expect(page.locator(".DocSearch-Modal")).toContainText(labels["search.failedText"]);
    await page.unroute("**/search/index.*.json");
    await page.locator(".DocSearch-Input").fill("环境变量 ");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  });

  test("markup in a query is shown as text, never run", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await page.evaluate(() => ((window as unknown as { __xss: number }).__xss = 0));
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill("<img src=x onerror=window.__xss=1>");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(await page.locator(".DocSearch-Modal img[src='x']").count()).toBe(0);
  });
});

test.describe("search page", () => {
  test("renders results for ?q=环境变量, grouped by page, and keeps the URL in sync without new history entries", async ({ page }) => {
    await gotoHydrated(page, "/search?q=环境变量");
    await expect(page.locator("main h1")).toContainText("环境变量");
    const results = page.locator("main ol > li");
    await expect(results.first()).toBeVisible();
    await expect(results.first().locator("mark").first()).toBeVisible();
    const before = await page.evaluate(() => history.length);
    await page.locator("#search-page-input").fill("定时任务");
    await expect(page).toHaveURL(/q=%E5%AE%9A%E6%97%B6%E4%BB%BB%E5%8A%A1/);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test("says that search needs JavaScript when it is off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=环境变量");
    await expect(page.locator("main")).toContainText(labels["search.noJs"]);
    await context.close();
  });
});
