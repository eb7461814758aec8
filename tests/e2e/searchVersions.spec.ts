/**
 * Search scoped to the docs version in view (docs/SEARCH.md, "Versions"), in a real build with
 * two versions: the latest (1.0.0-beta.10) at /docs and next at /docs/next.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { labels } from "../../src/config/labels";
import { docVersions, latestVersion } from "../../src/config/versions";

const next = docVersions.find((v) => !v.isLast && v.name === "next")!;
const badge = (label: string) => labels["search.versionBadge"].replace("{version}", label);
/** A fact of next only: `arcadia raw --fileName` (platform dev branch), not in the latest's docs. */
const NEXT_ONLY = "--fileName";
const NEXT_ONLY_PAGE = "/docs/next/cli/config/raw";
const LATEST_PAGE = "/docs/cli/config/raw";

/** The search files a page fetches: path names under /search/, as requested. */
function watchSearchFiles(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/search/")) files.push(pathname);
  });
  return files;
}

const openModal = async (page: Page) => {
  await page.keyboard.press("Control+k");
  await expect(page.locator(".DocSearch-Input")).toBeVisible();
};
const hitHrefs = (page: Page) =>
  page.locator(".DocSearch-Hit a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
const isNext = (href: string) =>
  href === "/docs/next" || href.startsWith("/docs/next/") || href.startsWith("/docs/next#");
const allVersions = (page: Page) => page.getByRole("checkbox", { name: labels["search.allVersions"] });

test.beforeAll(() => {
  // These tests need the versioned build: without next there is nothing to scope.
  expect(next, "content/versions.json lists next").toBeTruthy();
});

test.describe("search scoped to the version in view", () => {
  test("on a latest page the modal finds latest pages only and fetches no other version's index", async ({ page }) => {
    const files = watchSearchFiles(page);
    await gotoHydrated(page, "/docs/cli");
    await openModal(page);
    await expect(page.getByTestId("search-scope")).toContainText(latestVersion.label);
    await page.locator(".DocSearch-Input").fill("定时任务");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    const hrefs = await hitHrefs(page);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter(isNext)).toEqual([]);
    await expect(page.locator(".DocSearch-Modal .search-version")).toHaveCount(0);
    // Only the latest's files, at /search itself: its manifest, index files and the modal stylesheet.
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.split("/").length !== 3)).toEqual([]);
    expect(files).toContain("/search/manifest.json");
  });

  test("on a next page hits link inside /docs/next and only next's index is fetched", async ({ page }) => {
    const files = watchSearchFiles(page);
    await gotoHydrated(page, "/docs/next/cli");
    await openModal(page);
    await expect(page.getByTestId("search-scope")).toContainText(next.label);
    await page.locator(".DocSearch-Input").fill("定时任务");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    const hrefs = await hitHrefs(page);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !isNext(h))).toEqual([]);
    // next's manifest and index; from /search itself only the one stylesheet every version shares.
    expect(files).toContain("/search/next/manifest.json");
    expect(
      files.filter((f) => !f.startsWith("/search/next/") && !/^\/search\/docsearch-modal\.[0-9a-f]+\.css$/.test(f)),
    ).toEqual([]);
    // Enter takes the reader to a next page.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/docs\/next\//);
  });

  test("widening (by keyboard) finds pages of both versions, each marked with its version", async ({ page }) => {
    const files = watchSearchFiles(page);
    await gotoHydrated(page, "/docs/next/cli");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("定时任务");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    expect((await hitHrefs(page)).every(isNext)).toBe(true);
    // Tab from the search box reaches the checkbox; Space ticks it.
    const box = allVersions(page);
    for (let i = 0; i < 6 && !(await box.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(box).toBeFocused();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await expect(page.getByTestId("search-scope")).toContainText(labels["search.scopeAll"]);
    await expect(page.locator(".DocSearch-Hit a[href^='/docs/']:not([href^='/docs/next'])").first()).toBeVisible();
    const rows = await page.locator(".DocSearch-Hit a[href]").evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute("href")!,
        version: a.querySelector(".search-version")?.textContent ?? "",
      })),
    );
    expect(rows.some((r) => isNext(r.href))).toBe(true);
    expect(rows.some((r) => !isNext(r.href))).toBe(true);
    for (const r of rows)
      expect(r.version, r.href).toBe(isNext(r.href) ? badge(next.label) : badge(latestVersion.label));
    expect(files).toContain("/search/manifest.json");
    // The option's accessible name carries its version.
    await expect(
      page
        .getByRole("option", { name: new RegExp(badge(latestVersion.label).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
        .first(),
    ).toBeVisible();
  });

  test("the search page keeps the scope in its address: a shared link searches the same versions", async ({ page }) => {
    await gotoHydrated(page, "/docs/next/cli");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("定时任务");
    await page.locator(".DocSearch-HitsFooter a").click();
    await expect(page).toHaveURL(/\/search\?q=[^&]+&version=next$/);
    const results = page.locator("main ol > li h2 a");
    await expect(results.first()).toBeVisible();
    expect((await results.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).every(isNext)).toBe(true);

    await allVersions(page).check();
    await expect(page).toHaveURL(/&version=all$/);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expect(allVersions(page)).toBeChecked();
    await expect(page.locator("main ol > li[data-version]").first()).toBeVisible();
    const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.some(isNext)).toBe(true);
    expect(hrefs.some((h) => !isNext(h))).toBe(true);
    await expect(page.locator("main ol > li").first()).toContainText(/版本 /);

    // Unticked, a page opened on version=all goes back to the latest alone: the plain address.
    await allVersions(page).uncheck();
    await expect(page).toHaveURL(/\/search\?q=[^&]+$/);
    // The widened answer stays on screen while the latest's loads: wait for the latest's (no version marks).
    await expect(page.locator("main ol > li[data-version]")).toHaveCount(0);
    await expect(results.first()).toBeVisible();
    expect((await results.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).some(isNext)).toBe(false);
  });

  test("a fact of next only is found in next only", async ({ page }) => {
    // Other pages of both versions use the word (an API field, a log path): the fact is the raw page's.
    await gotoHydrated(page, `/search?q=${encodeURIComponent(NEXT_ONLY)}&version=all`);
    const results = page.locator("main ol > li h2 a");
    await expect(results.first()).toBeVisible();
    const widened = await results.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(widened).toContain(NEXT_ONLY_PAGE);
    expect(widened).not.toContain(LATEST_PAGE);
    // The latest alone never lists its raw page for it, nor anything of next.
    await gotoHydrated(page, `/search?q=${encodeURIComponent(NEXT_ONLY)}`);
    await expect(page.locator("main h1")).toContainText(NEXT_ONLY);
    await expect(page.locator("#search-results")).toBeVisible();
    const latest = await results.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(latest).not.toContain(LATEST_PAGE);
    expect(latest.filter(isNext)).toEqual([]);
  });

  test("the 404 page of a missing next page suggests next pages", async ({ page }) => {
    const files = watchSearchFiles(page);
    await page.goto("/docs/next/cli/config/rawx");
    const links = page.getByTestId("not-found-suggestions").locator("a[href]");
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs[0]).toBe("/docs/next/cli/config/raw");
    expect(hrefs.filter((h) => !isNext(h))).toEqual([]);
    expect(files.filter((f) => !f.startsWith("/search/next/"))).toEqual([]);
  });

  for (const scheme of ["light", "dark"] as const)
    test(`the scope control and the version marks have no axe violations (${scheme})`, async ({ page }) => {
      // axe over a page of results is slow on a busy machine.
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, "/docs/next/cli");
      await openModal(page);
      await page.locator(".DocSearch-Input").fill("定时任务");
      await allVersions(page).check();
      await expect(page.locator(".DocSearch-Modal .search-version").first()).toBeVisible();
      const modal = await new AxeBuilder({ page }).include(".DocSearch-Modal").analyze();
      expect(modal.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
      // A query with few pages: axe's time grows with the list.
      await gotoHydrated(page, "/search?q=envm&version=all");
      await expect(page.locator("main ol > li[data-version]").first()).toBeVisible();
      const main = await new AxeBuilder({ page }).include("main").analyze();
      expect(main.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
    });
});
