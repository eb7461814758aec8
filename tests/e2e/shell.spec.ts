/**
 * The shell keeps its state across navigations (issue #14, part 1): the navbar and sidebar stay
 * mounted, categories keep their state, the sidebar keeps its scroll position and shows the
 * current page; the sidebar is outside <main>; the error boundary resets on navigation; and a
 * change of the fragment alone is no route change.
 */
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoHydrated, gotoWithPausedClock } from "./helpers";
import { labels, t } from "../../src/config/labels";
import { imageZoom } from "../../src/config/site";

const CRON_PAGE = "/docs/dev/api/internal/cron/page";
const sidebar = (page: Page) => page.locator("aside nav[aria-label='文档侧边栏']");
const caret = (page: Page, label: string) =>
  sidebar(page).getByRole("button", { name: t("docs.categoryCollapse", { label }) });
const asideScrollTop = (page: Page) => page.locator("aside").evaluate((el) => el.scrollTop);

/** Whether the element lies inside the visible part of its scrolling <aside>. */
const inSightInAside = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const box = el.closest("aside")!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.top >= Math.max(box.top, 0) && r.bottom <= Math.min(box.bottom, window.innerHeight);
  }, selector);

test.describe("the shell across navigations", () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test("sidebar and navbar stay mounted: a collapsed category stays collapsed, the scroll position stays", async ({
    page,
  }) => {
    await gotoHydrated(page, CRON_PAGE);
    // Tag the DOM nodes: a remount would replace them.
    await page.evaluate(() => {
      document.querySelector("aside")!.setAttribute("data-probe", "kept");
      document.querySelector("header")!.setAttribute("data-probe", "kept");
    });
    await caret(page, "File 文件系统").click();
    await expect(caret(page, "File 文件系统")).toHaveAttribute("aria-expanded", "false");
    const target = sidebar(page).locator("a[href='/docs/dev/api/internal/cron/terminate']");
    // Scroll the sidebar so the target sits near its bottom edge (and the sidebar is not at the top).
    await page.locator("aside").evaluate((aside) => {
      const link = aside.querySelector<HTMLElement>("a[href='/docs/dev/api/internal/cron/terminate']")!;
      aside.scrollTop += link.getBoundingClientRect().bottom - aside.getBoundingClientRect().bottom + 40;
    });
    const scrolled = await asideScrollTop(page);
    expect(scrolled).toBeGreaterThan(0);
    await expect(page.locator("main h1")).not.toHaveText((await target.textContent())!);
    await target.click();
    await expect(page).toHaveURL(/\/cron\/terminate$/);
    await expect(page.locator("main h1")).toHaveText((await target.textContent())!);
    await expect(target).toHaveAttribute("aria-current", "page");
    expect(await page.locator("aside[data-probe='kept']").count()).toBe(1);
    expect(await page.locator("header[data-probe='kept']").count()).toBe(1);
    await expect(caret(page, "File 文件系统")).toHaveAttribute("aria-expanded", "false");
    expect(await asideScrollTop(page)).toBe(scrolled);
  });

  test("the current page's entry is scrolled into sight on first load", async ({ page }) => {
    await gotoHydrated(page, "/docs/dev/api/internal/main/run");
    const current = "aside a[aria-current='page']";
    await expect(page.locator(current)).toHaveAttribute("href", "/docs/dev/api/internal/main/run");
    await expect.poll(() => inSightInAside(page, current)).toBe(true);
    expect(await asideScrollTop(page)).toBeGreaterThan(0);
    // Only the sidebar scrolled, not the window.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("after a navigation from elsewhere, the new current entry is brought into sight", async ({ page }) => {
    await gotoHydrated(page, CRON_PAGE);
    const far = "/docs/dev/api/open/env";
    expect(await inSightInAside(page, `aside a[href='${far}']`)).toBe(false);
    // Navigate from outside the sidebar (as a search result or a link in the text would): the entry is far below.
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), far);
    await expect(page).toHaveURL(new RegExp(`${far}$`));
    await expect.poll(() => inSightInAside(page, "aside a[aria-current='page']")).toBe(true);
  });

  test("arriving on a page inside a collapsed category expands it", async ({ page }) => {
    await gotoHydrated(page, CRON_PAGE);
    await caret(page, "Cron 定时任务").click();
    await expect(caret(page, "Cron 定时任务")).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("navigation", { name: labels["docs.pagination"] }).getByRole("link").last().click();
    await expect(page).toHaveURL(/\/cron\/create$/);
    await expect(caret(page, "Cron 定时任务")).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar(page).locator("a[aria-current='page']")).toBeVisible();
  });

  test("the sidebar is outside <main>: the skip link jumps past it", async ({ page }) => {
    await gotoHydrated(page, CRON_PAGE);
    expect(await page.locator("aside").count()).toBe(1);
    expect(await page.locator("main aside, main nav[aria-label='文档侧边栏']").count()).toBe(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: labels["skipLink.label"] })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => !!document.activeElement?.closest("main") && !document.activeElement?.closest("aside")),
    ).toBe(true);
  });

  test("a crashed page's error screen goes away on navigation (the boundary resets, the shell stays)", async ({
    page,
  }) => {
    await gotoHydrated(page, "/__test__/crash");
    await expect(page.locator("main h1")).toHaveText(labels["error.crashTitle"]);
    await page.evaluate(() => document.querySelector("header")!.setAttribute("data-probe", "kept"));
    await page.locator("header nav ul").getByRole("link", { name: labels["navbar.docs"], exact: true }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.locator("main h1")).not.toHaveText(labels["error.crashTitle"]);
    await expect(page.locator("main [data-search-area]")).toBeVisible();
    expect(await page.locator("header[data-probe='kept']").count()).toBe(1);
  });
});

test.describe("fragment-only navigation is no route change", () => {
  type DataLayerWindow = { dataLayer?: ArrayLike<unknown>[] };
  const pageViews = (page: Page) =>
    page.evaluate(() =>
      Array.from((window as unknown as DataLayerWindow).dataLayer ?? [])
        .map((a) => Array.from(a))
        .filter((a) => a[0] === "event" && a[1] === "page_view")
        .map((a) => (a[2] as { page_path: string }).page_path),
    );

  test("a table-of-contents click and back: no page view, no progress bar, no zoom re-attach", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoWithPausedClock(page, "/docs/cli/script/run");
    await page.clock.runFor(imageZoom.reattachDelayMs + 100);
    const zoomable = page.locator(".markdown img.medium-zoom-image");
    await expect(zoomable.first()).toBeAttached();
    expect(await pageViews(page)).toEqual(["/docs/cli/script/run"]);
    // Record every time an image loses the zoom (a re-attach detaches first).
    await page.evaluate(() => {
      const w = window as unknown as { __detached: number };
      w.__detached = 0;
      new MutationObserver((records) => {
        for (const r of records) if (!(r.target as Element).classList.contains("medium-zoom-image")) w.__detached++;
      }).observe(document.querySelector(".markdown")!, { subtree: true, attributes: true, attributeFilter: ["class"] });
    });

    const tocLink = page.locator("nav[aria-labelledby='toc-title'] a").nth(2);
    const hash = (await tocLink.getAttribute("href"))!;
    await tocLink.click();
    await expect.poll(() => page.evaluate(() => decodeURI(window.location.hash))).toBe(hash);
    // The router has seen the new location (this marker is set on every route update)…
    // The router renders a location change in an animation frame, which the paused clock holds:
    // move it by one frame per poll.
    const routeUpdated = async () => {
      await page.clock.runFor(20);
      return page.evaluate(() => decodeURI(document.body.dataset.routeUpdated ?? ""));
    };
    await expect.poll(routeUpdated).toBe(`/docs/cli/script/run${hash}`);
    // …and back to the first fragment-less address, again a fragment change only.
    await page.goBack();
    await expect.poll(routeUpdated).toBe("/docs/cli/script/run");
    // Let every delay run out: progress bar (200 ms), zoom re-attach (1000 ms), the tag's frames.
    await page.clock.runFor(imageZoom.reattachDelayMs * 2);

    expect(await page.locator(".route-progress").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __detached: number }).__detached)).toBe(0);
    expect(await pageViews(page)).toEqual(["/docs/cli/script/run"]);

    // Control: a real route change still counts.
    await page.locator("aside a[href='/docs/cli/script/stop']").click();
    await expect(page).toHaveURL(/\/script\/stop$/);
    await page.clock.runFor(imageZoom.reattachDelayMs);
    await expect.poll(() => pageViews(page)).toEqual(["/docs/cli/script/run", "/docs/cli/script/stop"]);
  });
});
