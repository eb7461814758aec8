import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoHydrated, gotoWithPausedClock, holdRequests } from "./helpers";
import { labels } from "../../src/config/labels";
import { layout, site, storageKeys, timing } from "../../src/config/site";

/** The search modal's stylesheet, whatever its hash. */
const MODAL_CSS = "**/search/docsearch-modal.*.css";
const toggle = (page: Page) => page.locator("header button[data-choice]");
const theme = (page: Page) =>
  page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice]);

test.describe("colour mode", () => {
  test("defaults to light and cycles system → light → dark → system, stored across reloads", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    expect(await theme(page)).toEqual(["light", "system"]);
    await expect(toggle(page)).toHaveAttribute(
      "aria-label",
      new RegExp(`${labels["theme.system"]}.*${labels["theme.light"]}`),
    );
    await toggle(page).click();
    expect(await theme(page)).toEqual(["light", "light"]);
    await toggle(page).click();
    expect(await theme(page)).toEqual(["dark", "dark"]);
    expect(await page.evaluate((k) => localStorage.getItem(k), storageKeys.colorMode)).toBe("dark");
    await page.reload();
    expect(await theme(page)).toEqual(["dark", "dark"]);
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await toggle(page).click();
    expect(await theme(page)).toEqual(["light", "system"]);
    expect(await page.evaluate((k) => localStorage.getItem(k), storageKeys.colorMode)).toBeNull();
  });

  test("follows the system preference while on system, live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/");
    expect(await theme(page)).toEqual(["dark", "system"]);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => theme(page)).toEqual(["light", "system"]);
  });

  test("is applied before first paint (set by the head script, before any stylesheet)", async ({ page }) => {
    await page.addInitScript(([k]) => localStorage.setItem(k, "dark"), [storageKeys.colorMode]);
    // Stop the page before any script of the app runs: the head script alone decides.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/docs");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  });

  test("survives broken or blocked storage", async ({ page }) => {
    await page.addInitScript(([k]) => localStorage.setItem(k, "purple{"), [storageKeys.colorMode]);
    await gotoHydrated(page, "/docs");
    expect(await theme(page)).toEqual(["light", "system"]);
    const blocked = await page.context().newPage();
    await blocked.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new Error("blocked");
        },
      });
    });
    await gotoHydrated(blocked, "/docs");
    expect(await theme(blocked)).toEqual(["light", "system"]);
    await toggle(blocked).click();
    expect(await theme(blocked)).toEqual(["light", "light"]);
  });
});

test.describe("announcement bar", () => {
  test("shows the release, links to the changelog, and stays closed once dismissed", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bar = page.locator(".announcement-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link")).toHaveText(site.announcement.text);
    await expect(bar.getByRole("link")).toHaveAttribute("href", "/docs/CHANGELOG");
    await bar.getByRole("button", { name: labels["announcement.close"] }).click();
    await expect(bar).toBeHidden();
    await page.goto("/docs");
    // Hidden from the first paint: the head script sets the attribute before the body renders.
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-announcement-dismissed"))).toBe(
      "true",
    );
    await expect(page.locator(".announcement-bar")).toBeHidden();
  });

  test("a new announcement shows again", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("announcement-dismissed:some-older-announcement", "true"));
    await page.goto("/");
    await expect(page.locator(".announcement-bar")).toBeVisible();
  });
});

test.describe("mobile navbar", () => {
  test(`collapses at ${layout.mobileBreakpointPx}px, the drawer holds the items and the docs sidebar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: layout.mobileBreakpointPx, height: 800 });
    await gotoHydrated(page, "/docs/cli/script/run");
    const menuButton = page.getByRole("button", { name: labels["navbar.openMenu"] });
    await expect(menuButton).toBeVisible();
    await expect(page.locator("header nav ul").getByRole("link", { name: labels["navbar.blog"] })).toBeHidden();
    await menuButton.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    // Docs pages open on the sidebar panel, with a way back to the main menu.
    await expect(drawer.locator("a[href='/docs/cli/script/stop']")).toBeVisible();
    // The drawer's copy of the sidebar has ids of its own: every id in the page is unique.
    const repeated = await page.evaluate(() => {
      const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(repeated).toEqual([]);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    expect(await page.evaluate(() => document.getElementById("mobile-menu")?.contains(document.activeElement))).toBe(
      true,
    );
    await drawer.getByRole("button", { name: labels["navbar.backToMainMenu"] }).click();
    await expect(drawer.getByRole("link", { name: labels["navbar.blog"] })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await menuButton.click();
    // Click the backdrop to the right of the drawer.
    await page
      .getByTestId("mobile-backdrop")
      .click({ position: { x: layout.mobileBreakpointPx - 10, y: 400 }, force: true });
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the drawer's code loads on first use; when it cannot, 重试 loads it again", async ({ page }) => {
    await page.setViewportSize({ width: layout.mobileBreakpointPx, height: 800 });
    await gotoHydrated(page, "/docs/cli/script/run");
    // Nothing of the drawer in the page until it is wanted.
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    const requested: string[] = [];
    await page.route("**/*.js", (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await page.getByRole("button", { name: labels["navbar.openMenu"] }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(labels["error.retry"]);
    expect(requested.length).toBeGreaterThan(0);
    await page.unroute("**/*.js");
    await alert.getByRole("button", { name: labels["error.retry"] }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator("a[href='/docs/cli/script/stop']")).toBeVisible();
  });

  test(`shows the full navbar from ${layout.mobileBreakpointPx + 1}px`, async ({ page }) => {
    await page.setViewportSize({ width: layout.mobileBreakpointPx + 1, height: 800 });
    await page.goto("/docs");
    await expect(page.getByRole("button", { name: labels["navbar.openMenu"] })).toBeHidden();
    await expect(page.locator("header nav ul").getByRole("link", { name: labels["navbar.blog"] })).toBeVisible();
  });
});

test.describe("loading, progress and errors", () => {
  test("the progress bar starts 200 ms after a slow route change and completes", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    // The page's data is held until the bar has shown, however slow the machine is.
    const release = await holdRequests(page, "**/page-data/docs/about/page-data.json");
    const started = Date.now();
    await page.locator("aside a[href='/docs/about']").click();
    await page.waitForSelector(".route-progress[data-state='running']", { state: "attached" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(timing.progressBarDelayMs - 20);
    release();
    await expect(page).toHaveURL(/\/docs\/about$/);
    await expect(page.locator(".route-progress")).not.toHaveAttribute("data-state", "running");
  });

  test("no progress bar for a fast route change", async ({ page }) => {
    await gotoWithPausedClock(page, "/docs");
    // Load the page's data and code first (as hovering would) so the change completes before
    // the page's clock moves at all.
    await page.evaluate(() =>
      (window as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader.loadPage(
        "/docs/about",
      ),
    );
    await page.locator("aside a[href='/docs/about']").click();
    await expect(page).toHaveURL(/\/docs\/about$/);
    await expect(page.locator("main h1")).toBeVisible();
    await page.clock.runFor(timing.progressBarDelayMs * 3);
    // The bar is created the first time it is shown, so its absence means it never ran.
    expect(await page.locator(".route-progress").count()).toBe(0);
  });

  test("a route whose data fails to load reloads the page", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await page.route("**/page-data/docs/about/page-data.json", (route) => route.fulfill({ status: 500, body: "" }));
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents++;
    });
    await page.locator("aside a[href='/docs/about']").click();
    await expect(page).toHaveURL(/\/docs\/about$/);
    await expect.poll(() => documents).toBe(1);
  });

  for (const [name, connection] of [
    ["2g", { effectiveType: "2g", saveData: false }],
    ["Save-Data", { effectiveType: "4g", saveData: true }],
  ] as const) {
    test(`prefetching is skipped on ${name}`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { get: () => c }), connection);
      const pageData: string[] = [];
      page.on("request", (r) => {
        if (
          r.url().includes("/page-data/") &&
          !r.url().includes("/page-data/docs/page-data.json") &&
          !r.url().includes("app-data") &&
          !r.url().includes("/sq/")
        )
          pageData.push(r.url());
      });
      await gotoHydrated(page, "/docs");
      await page.waitForTimeout(5000);
      expect(pageData).toEqual([]);
    });
  }

  test("prefetching happens on a normal connection (control for the two tests above)", async ({ page }) => {
    const pageData: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/page-data/docs/") && !r.url().endsWith("/page-data/docs/page-data.json"))
        pageData.push(r.url());
    });
    await gotoHydrated(page, "/docs");
    await expect.poll(() => pageData.length, { timeout: 8000 }).toBeGreaterThan(0);
  });

  test("hovering a link prefetches the target page's component code, named in the chunk map", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".js")) scripts.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, "/docs");
    // The target's component chunk, as its page data names it (the name follows the content file's path).
    const files = await page.evaluate(async () => {
      const { componentChunkName } = (await (await fetch("/page-data/docs/CHANGELOG/page-data.json")).json()) as {
        componentChunkName: string;
      };
      const map = JSON.parse((window as unknown as { ___chunkMapping: string }).___chunkMapping) as Record<
        string,
        string[]
      >;
      return map[componentChunkName];
    });
    expect(files).toHaveLength(1);
    await page.locator("aside a[href='/docs/CHANGELOG']").hover();
    await expect.poll(() => scripts, { timeout: 8000 }).toContain(files[0]);
  });

  test("a crash inside a page shows the crash screen; 重试 renders it again; the navbar still works", async ({
    page,
  }) => {
    await gotoHydrated(page, "/__test__/crash");
    await expect(page.locator("main h1")).toHaveText(labels["error.crashTitle"]);
    await expect(page.getByRole("link", { name: labels["navbar.blog"] }).first()).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem("arcadia-test-crash-fixed", "1"));
    await page.getByRole("button", { name: labels["error.retry"] }).click();
    await expect(page.getByTestId("recovered")).toBeVisible();
    await page.locator("header nav ul").getByRole("link", { name: labels["navbar.docs"], exact: true }).click();
    await expect(page).toHaveURL(/\/docs$/);
  });
});

test.describe("lazy parts", () => {
  test("the search modal shows a spinner only once loading has taken 200 ms", async ({ page }) => {
    await gotoWithPausedClock(page, "/docs");
    const release = await holdRequests(page, MODAL_CSS);
    await page.getByRole("button", { name: labels["search.placeholder"] }).click();
    await page.clock.runFor(timing.spinnerDelayMs - 20);
    await expect(page.getByTestId("loading-spinner")).toHaveCount(0);
    await page.clock.runFor(40);
    await expect(page.getByTestId("loading-spinner")).toBeVisible();
    release();
    await expect(page.locator(".DocSearch-Modal")).toBeVisible();
    await expect(page.getByTestId("loading-spinner")).toHaveCount(0);
  });

  test("no spinner when the modal loads fast", async ({ page }) => {
    await gotoWithPausedClock(page, "/docs");
    let spinnerSeen = false;
    await page.exposeFunction("__spinnerSeen", () => (spinnerSeen = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector("[data-testid='loading-spinner']"))
          (window as unknown as { __spinnerSeen: () => void }).__spinnerSeen();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: labels["search.placeholder"] }).click();
    // The page's clock has not moved, so from its point of view the modal loaded at once.
    await expect(page.locator(".DocSearch-Modal")).toBeVisible();
    // The spinner's timer must have been cancelled, not merely not yet due.
    await page.clock.runFor(timing.spinnerDelayMs * 3);
    await expect(page.locator(".DocSearch-Modal")).toBeVisible();
    expect(spinnerSeen).toBe(false);
  });

  test("a lazy part that fails to load shows its error with 重试, which loads it again", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await page.route(MODAL_CSS, (route) => route.abort());
    await page.getByRole("button", { name: labels["search.placeholder"] }).click();
    const alert = page.getByRole("alert");
    // The search's own failure text (issue #13), not the browser's English error.
    await expect(alert).toContainText(labels["search.errorTitle"]);
    await page.unroute(MODAL_CSS);
    await alert.getByRole("button", { name: labels["error.retry"] }).click();
    await expect(page.locator(".DocSearch-Modal")).toBeVisible();
  });

  test("the modal's stylesheet is requested with its code, not after the search manifest", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    const release = await holdRequests(page, "**/search/manifest.json");
    const stylesheet = page.waitForRequest(MODAL_CSS, { timeout: 10_000 });
    await page.keyboard.press("Control+k");
    // The manifest is still held: the stylesheet was named by the bundle itself.
    await stylesheet;
    await expect(page.locator(".DocSearch-Modal")).toBeVisible();
    release();
    await page.locator(".DocSearch-Input").fill("环境变量");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
  });
});
