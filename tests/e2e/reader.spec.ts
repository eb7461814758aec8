/**
 * Reader chrome (issue #14, part 2): the table of contents follows the reader, back to top,
 * last-updated date and edit link, "was this page helpful?", tables and code, print.
 */
import { execFileSync } from "node:child_process";
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { labels, t } from "../../src/config/labels";
import { site } from "../../src/config/site";

const RUN = "/docs/cli/script/run";

/** Scrolls so the heading sits just below the navbar, as a table-of-contents click leaves it. */
const scrollToHeading = (page: Page, id: string) =>
  page.evaluate((headingId) => {
    const h = document.getElementById(headingId)!;
    window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - 80);
  }, id);

test.describe("table of contents follows the reader", () => {
  test("desktop: the heading in view is highlighted, and the highlight moves on", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, RUN);
    const toc = page.locator("nav[aria-labelledby='toc-title']");
    const ids = await toc.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)));
    expect(ids.length).toBeGreaterThan(4);
    for (const id of [ids[3], ids[1]]) {
      await scrollToHeading(page, decodeURI(id));
      await expect(toc.locator("a[aria-current='location']")).toHaveAttribute("href", `#${id}`);
      await expect(toc.locator("a[aria-current]")).toHaveCount(1);
    }
  });

  test("mobile: the collapsed table of contents highlights it too", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await gotoHydrated(page, RUN);
    const toc = page.locator("article details");
    await toc.locator("summary").click();
    const id = await toc
      .locator("a")
      .nth(2)
      .evaluate((a) => a.getAttribute("href")!.slice(1));
    await scrollToHeading(page, decodeURI(id));
    await expect(toc.locator("a[aria-current='location']")).toHaveAttribute("href", `#${id}`);
  });
});

test("one scroll-spy observer serves both tables of contents, and a page left stops it", async ({ page }) => {
  // Counts the observers watching the reading band (the table of contents' rootMargin), live ones apart.
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    const w = window as unknown as { spies: { created: number; live: number } };
    w.spies = { created: 0, live: 0 };
    window.IntersectionObserver = class extends Native {
      private band: boolean;
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(cb, options);
        this.band = /-70%/.test(options?.rootMargin ?? "");
        if (this.band) {
          w.spies.created++;
          w.spies.live++;
        }
      }
      disconnect() {
        if (this.band) w.spies.live--;
        this.band = false;
        super.disconnect();
      }
    };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, RUN);
  await expect(page.locator("nav[aria-labelledby='toc-title']")).toBeVisible();
  await expect(page.locator("article details")).toHaveCount(1);
  const spies = () => page.evaluate(() => (window as unknown as { spies: { created: number; live: number } }).spies);
  expect(await spies()).toEqual({ created: 1, live: 1 });
  // A page without a table of contents: the observer is gone.
  await page.locator("header").getByRole("link", { name: labels["navbar.blog"] }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
  await expect.poll(async () => (await spies()).live).toBe(0);
});

test.describe("back to top", () => {
  test("appears on a long page after scrolling down and takes the reader back up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, RUN);
    const button = page.getByRole("button", { name: labels["docs.backToTop"] });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("never appears on a page shorter than a screen and a half", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await gotoHydrated(page, "/docs/dev/api/internal/main/captcha");
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(maxScroll).toBeLessThan(1400 * 1.5);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight);
    // The observer reports the (unchanged) state after the scroll; wait for a frame past it.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page.getByRole("button", { name: labels["docs.backToTop"] })).toHaveCount(0);
  });
});

test.describe("last updated and edit link", () => {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  /**
   * The date a page shows for its file: its last commit; for a frozen version's copy that no
   * commit changed since the freeze, the last change of the file it was copied from before it.
   */
  const gitDate = (file: string) => {
    const frozen = /^content\/versions\/[^/]+\/docs\/(.+)$/.exec(file);
    const commits = git("log", "--format=%H", "--", file).split("\n");
    if (frozen && commits.length === 1)
      return git("log", "-1", "--format=%cs", `${commits[0]}^`, "--", `content/docs/${frozen[1]}`);
    return git("log", "-1", "--format=%cs", "--", file);
  };

  for (const [route, file] of [
    [RUN, "content/versions/1.0.0-beta.10/docs/cli/script/run.mdx"],
    [`/docs/next${RUN.slice("/docs".length)}`, "content/docs/cli/script/run.mdx"],
    ["/blog/welcome", "content/blog/2024-05-01-welcome.mdx"],
  ] as const) {
    test(`${route} shows the date of the last commit touching ${file}`, async ({ page }) => {
      const expected = gitDate(file);
      // In a checkout with full history (CI, this repository) the date is the commit's.
      expect(expected).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await gotoHydrated(page, route);
      const time = page.getByTestId("page-source-info").locator("time");
      await expect(time).toHaveAttribute("datetime", expected);
      await expect(time).toHaveText(t("docs.lastUpdated", { date: expected }));
    });
  }

  test("no edit link while site.editUrlBase is unset", async ({ page }) => {
    expect(site.editUrlBase).toBeNull();
    await gotoHydrated(page, RUN);
    await expect(page.getByTestId("page-source-info").getByRole("link")).toHaveCount(0);
  });
});

test.describe("was this page helpful?", () => {
  test("yes: thanks, and the answer goes with an analytics event", async ({ page }) => {
    await gotoHydrated(page, RUN);
    const box = page.getByTestId("page-feedback");
    await expect(box.getByRole("heading")).toHaveText(labels["feedback.question"]);
    await box.getByRole("button", { name: labels["feedback.yes"] }).click();
    await expect(box.getByRole("status")).toHaveText(labels["feedback.thanks"]);
    const events = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer).map((a) =>
        JSON.stringify(Array.from(a)),
      ),
    );
    expect(events).toContain(JSON.stringify(["event", "page_feedback", { page_path: RUN, helpful: "yes" }]));
  });

  test("no: opens a new issue with the page's title and address filled in", async ({ page, context }) => {
    // Nothing leaves the machine: the issue tracker is answered locally.
    await context.route(/^https:\/\/github\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>issue</title>" }),
    );
    await gotoHydrated(page, RUN);
    const title = (await page.locator("main h1").textContent())!;
    const box = page.getByTestId("page-feedback");
    const no = box.getByRole("link", { name: labels["feedback.no"] });
    const [popup] = await Promise.all([page.waitForEvent("popup"), no.click()]);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${site.repoUrl}/issues/new`);
    expect(url.searchParams.get("title")).toBe(t("feedback.issueTitle", { title }));
    expect(url.searchParams.get("body")).toContain(`${site.siteUrl}${RUN}`);
    await expect(box.getByRole("status")).toHaveText(labels["feedback.thanksNo"]);
  });
});

test.describe("tables and code", () => {
  test("inline code in table cells is never split across lines at desktop width", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, RUN);
    const codes = page.locator(".markdown td code");
    expect(await codes.count()).toBeGreaterThan(5);
    const split = await codes.evaluateAll((els) =>
      els.filter((el) => el.getClientRects().length > 1).map((el) => el.textContent),
    );
    expect(split).toEqual([]);
  });

  test("a table wider than the column scrolls sideways, with a shadow as the cue, and takes keyboard focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await gotoHydrated(page, RUN);
    const tables = page.locator(".markdown table");
    const wide = await tables.evaluateAll((els) =>
      els.map((el, i) => (el.scrollWidth > el.clientWidth ? i : -1)).filter((i) => i >= 0),
    );
    expect(wide.length).toBeGreaterThan(0);
    for (const i of wide) {
      const table = tables.nth(i);
      expect(await table.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
      expect(await table.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("radial-gradient");
      await expect(table).toHaveAttribute("tabindex", "0");
    }
    // A table that fits is no tab stop: at desktop width, every table that fits loses it.
    await page.setViewportSize({ width: 1600, height: 800 });
    const fitting = await tables.evaluateAll((els) =>
      els.map((el, i) => (el.scrollWidth <= el.clientWidth ? i : -1)).filter((i) => i >= 0),
    );
    expect(fitting.length).toBeGreaterThan(0);
    for (const i of fitting) await expect(tables.nth(i)).not.toHaveAttribute("tabindex", "0");
  });
});

test.describe("print", () => {
  test("prints the content alone: no navbar, sidebar, table of contents or buttons; links show their address; code wraps", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, RUN);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("button", { name: labels["docs.backToTop"] })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    for (const selector of [
      "header",
      "aside",
      "nav[aria-labelledby='toc-title']",
      "footer",
      "[data-testid='page-feedback']",
    ]) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    expect(
      await page
        .locator("button")
        .evaluateAll((buttons) => buttons.filter((b) => (b as HTMLElement).offsetParent !== null).length),
    ).toBe(0);
    await expect(page.locator("main h1")).toBeVisible();
    const links = await page
      .locator(".markdown a[href^='/']")
      .evaluateAll((as) => as.slice(0, 3).map((a) => [a.getAttribute("href"), getComputedStyle(a, "::after").content]));
    expect(links.length).toBeGreaterThan(0);
    for (const [href, after] of links) expect(after).toBe(`" (${site.siteUrl}${href})"`);
    const pre = page.locator(".code-block pre").first();
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
    // The article takes the whole width of the paper.
    const [articleWidth, bodyWidth] = await page.evaluate(() => [
      document.querySelector("article")!.getBoundingClientRect().width,
      document.body.clientWidth,
    ]);
    expect(articleWidth).toBeGreaterThan(bodyWidth * 0.9);
  });
});
