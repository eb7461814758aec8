import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { labels } from "../../src/config/labels";

test("the container-install page is shown without a sidebar", async ({ page }) => {
  await page.goto("/docs/start/install-container-service");
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("nav[aria-label='文档侧边栏']")).toHaveCount(0);
});

test("a docs page has the sidebar with the current page marked", async ({ page }) => {
  await page.goto("/docs/cli/script/run");
  const current = page.locator("aside nav[aria-label='文档侧边栏'] a[aria-current='page']");
  await expect(current).toHaveAttribute("href", "/docs/cli/script/run");
});

test("sidebar categories start expanded, collapse and expand again", async ({ page }) => {
  await gotoHydrated(page, "/docs/cli/script/run");
  const sidebar = page.locator("aside nav[aria-label='文档侧边栏']");
  const toggle = sidebar.getByRole("button", { name: "折叠或展开“运行代码相关”分类" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const link = sidebar.locator("a[href='/docs/cli/script/stop']");
  await expect(link).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(link).toBeHidden();
  await toggle.click();
  await expect(link).toBeVisible();
});

test("the table of contents lists exactly the article's h2 and h3", async ({ page }) => {
  for (const path of ["/docs/cli/script/run", "/docs/start/install", "/docs/configuration/notify"]) {
    await page.goto(path);
    const headings = await page.$$eval("main article .markdown :is(h2, h3)[id]", (hs) => hs.map((h) => h.id));
    const toc = await page.$$eval("nav[aria-labelledby='toc-title'] a", (as) =>
      as.map((a) => decodeURIComponent(a.getAttribute("href")!.slice(1))),
    );
    expect(headings.length).toBeGreaterThan(0);
    expect(toc).toEqual(headings);
  }
});

test("the changelog's table of contents stops at h2", async ({ page }) => {
  await page.goto("/docs/CHANGELOG");
  const tocNested = await page.locator("nav[aria-labelledby='toc-title'] ul ul").count();
  expect(tocNested).toBe(0);
  expect(await page.locator("nav[aria-labelledby='toc-title'] a").count()).toBeGreaterThan(5);
});

test("previous and next links follow the sidebar order", async ({ page }) => {
  await page.goto("/docs/cli/script/stop");
  const pager = page.locator(`nav[aria-label='${labels["docs.pagination"]}']`);
  await expect(pager.locator("a[rel='prev']")).toHaveAttribute("href", "/docs/cli/script/run");
  await expect(pager.locator("a[rel='next']")).toHaveAttribute("href", "/docs/cli/script/list");
});

test("a generated category page shows a card for each child", async ({ page }) => {
  await page.goto("/docs/category/运行代码相关");
  await expect(page.locator("main h1")).toHaveText("运行代码相关");
  const cards = page.locator("main article ul a");
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveAttribute("href", "/docs/cli/script/run");
});

test("breadcrumbs show the page's place in the sidebar", async ({ page }) => {
  await page.goto("/docs/configuration/import/repo/config");
  const crumbs = page.locator(`nav[aria-label='${labels["docs.breadcrumbs"]}'] li`);
  await expect(crumbs).toHaveText([
    "首页",
    "用户配置",
    "代码同步",
    "代码仓库",
    await page.locator("main h1").innerText(),
  ]);
});

test("an unlisted page is built with its banner and noindex, and left out of the sitemap and search", async ({
  page,
}) => {
  await page.goto("/docs/test/unlisted");
  await expect(page.locator("[data-banner='unlisted']")).toContainText(labels["docs.unlistedBanner"]);
  await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex, nofollow");
  const sitemap = await (await page.request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/docs/cli/script/run</loc>");
  expect(sitemap).not.toContain("/docs/test/unlisted");
  expect(sitemap).not.toContain("/blog/tags");
  expect(sitemap).toContain("<changefreq>weekly</changefreq>");
  expect(sitemap).toContain("<priority>0.5</priority>");
});

test("a draft is not built in production", async ({ page }) => {
  const response = await page.goto("/docs/test/draft");
  expect(response?.status()).toBe(404);
});

test("visiting a docs page stores the docs version", async ({ page }) => {
  await gotoHydrated(page, "/docs/cli");
  expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("1.0.0-beta.10");
  await gotoHydrated(page, "/docs/next/cli");
  expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("next");
});
