import { test, expect } from "./fixtures";
import { gotoHydrated, holdRequests } from "./helpers";
import { isAnalyticsRequest } from "./analyticsStubs";
import { labels } from "../../src/config/labels";
import { MODAL_SECTIONS } from "../../src/search/browser/modalRows";

test.describe("search modal", () => {
  test("Ctrl+K opens it; a Chinese query finds results; Enter navigates client-side", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1") && !r.url().startsWith("data:") && !isAnalyticsRequest(r.url()))
        outside.push(r.url());
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
    const target = await first.locator("a[href]").getAttribute("href");
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
  test("renders results for ?q=环境变量, grouped by page, and keeps the URL in sync without new history entries", async ({
    page,
  }) => {
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

const openModal = async (page: import("@playwright/test").Page) => {
  await page.keyboard.press("Control+k");
  await expect(page.locator(".DocSearch-Input")).toBeVisible();
};
const failureText = (page: import("@playwright/test").Page) =>
  page.getByRole("alert").filter({ hasText: labels["search.errorTitle"] });

test.describe("search modal: hits are links", () => {
  test("each hit is an <a href> that is itself the option; Ctrl+click opens a new tab, a plain click navigates client-side", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("envm");
    const option = page.locator(".DocSearch-Hit a[href]").first();
    await expect(option).toHaveAttribute("role", "option");
    await expect(option).toHaveAttribute("aria-selected", "true");
    const href = await option.getAttribute("href");
    expect(href).toMatch(/^\/docs\/cli\/config\/envm/);
    // The input's active descendant is the link.
    const active = await page.locator(".DocSearch-Input").getAttribute("aria-activedescendant");
    expect(await option.getAttribute("id")).toBe(active);

    const [tab] = await Promise.all([context.waitForEvent("page"), option.click({ modifiers: ["Control"] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(href!.split("#")[0]);
    await tab.close();

    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents++;
    });
    await page.locator(".DocSearch-Hit a[href]").first().click();
    await expect(page).toHaveURL(/\/docs\/cli\/config\/envm/);
    await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);
    expect(documents).toBe(0);
  });
});

test.describe("search modal: failures speak the spec's words and recover", () => {
  test("offline before the modal's code loaded: the failure text, then the modal by itself once online", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/docs");
    await context.setOffline(true);
    await page.keyboard.press("Control+k");
    await expect(failureText(page)).toBeVisible();
    await expect(failureText(page)).toContainText(labels["search.errorHelp"]);
    await expect(page.locator("body")).not.toContainText("Failed to fetch");
    await context.setOffline(false);
    await expect(page.locator(".DocSearch-Input")).toBeVisible();
  });

  test("offline before the modal's code loaded: what the reader types in the failure box is the modal's query once online", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/docs");
    await context.setOffline(true);
    await page.keyboard.press("Control+k");
    await expect(failureText(page)).toBeVisible();
    await page.getByRole("searchbox", { name: labels["search.inputLabel"] }).fill("环境变量");
    await context.setOffline(false);
    await expect(page.locator(".DocSearch-Input")).toHaveValue("环境变量");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible({ timeout: 15_000 });
  });

  test("the index unavailable: typing shows the failure text for the current query, not a stale no-results screen; it recovers when back online", async ({
    page,
    context,
  }) => {
    await page.route("**/search/index.*.json", (route) => route.abort());
    await gotoHydrated(page, "/docs");
    await openModal(page);
    // The modal's code is loaded; now the network goes.
    await context.setOffline(true);
    await page.locator(".DocSearch-Input").pressSequentially("安装");
    await expect(failureText(page)).toBeVisible();
    await expect(page.locator(".DocSearch-Modal").getByText(labels["search.noResultsPrefix"])).toBeHidden();
    await page.unroute("**/search/index.*.json");
    await context.setOffline(false);
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    await expect(failureText(page)).toHaveCount(0);
    await expect(page.locator(".DocSearch-Hit mark").first()).toContainText("安装");
  });

  test("a corrupt index shows the failure text", async ({ page }) => {
    await page.route("**/search/index.*.json", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"version":' }),
    );
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("安装");
    await expect(failureText(page)).toBeVisible();
  });

  test("while the index loads slowly the modal shows a loading state, not a no-results screen", async ({ page }) => {
    const release = await holdRequests(page, "**/search/index.*.json");
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").pressSequentially("环境");
    await expect(page.getByRole("status").filter({ hasText: labels["search.loading"] })).toBeVisible();
    await expect(page.locator(".DocSearch-Modal").getByText(labels["search.noResultsPrefix"])).toBeHidden();
    release();
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: labels["search.loading"] })).toHaveCount(0);
  });
});

test.describe("search modal: counts, order, shortcut, preloading", () => {
  test("the footer counts the pages /search lists, however the query was typed", async ({ page }) => {
    await gotoHydrated(page, "/search?q=docker");
    await expect(page.locator("main ol > li").first()).toBeVisible();
    const listed = await page.locator("main ol > li").count();
    await openModal(page);
    await page.locator(".DocSearch-Input").pressSequentially("docker");
    await expect(page.locator(".DocSearch-HitsFooter")).toContainText(
      labels["search.seeAll"].replace("{count}", String(listed)),
    );
  });

  test("pages keep the engine's order, at most 3 sections each, at least 5 pages on the first screen", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("更新日志");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    const groups = page.locator(".DocSearch-Hits");
    expect(await groups.count()).toBeGreaterThanOrEqual(5);
    for (const g of await groups.all()) expect(await g.locator(".DocSearch-Hit").count()).toBeLessThanOrEqual(3);
    // Five pages within the first eight rows.
    const urls = await page
      .locator(".DocSearch-Hit a[href]")
      .evaluateAll((as) => as.slice(0, 8).map((a) => a.getAttribute("href")!.split("#")[0]));
    expect(new Set(urls).size).toBeGreaterThanOrEqual(5);
  });

  test("a page outside every sidebar is labelled with its section's area", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("安装容器服务");
    const group = page
      .locator(".DocSearch-Hits")
      .filter({ has: page.locator('a[href^="/docs/start/install-container-service"]') })
      .first();
    await expect(group.locator(".DocSearch-Hit-source")).toContainText("开始使用");
  });

  test("Ctrl+K pressed before the scripts ran opens the modal once they have", async ({ page }) => {
    const release = await holdRequests(page, /^http:\/\/127\.0\.0\.1:\d+\/[^/]+\.js$/);
    await page.goto("/docs", { waitUntil: "commit" });
    // The inline script sits just before the button: once the button is parsed, it has run.
    await page.locator(".DocSearch-Button").waitFor({ state: "attached" });
    await page.keyboard.press("Control+k");
    expect(await page.evaluate(() => document.body.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expect(page.locator(".DocSearch-Input")).toBeVisible();
  });

  test("the modal shows only once its stylesheet applies, however late the stylesheet comes", async ({ page }) => {
    const release = await holdRequests(page, "**/search/docsearch-modal.*.css");
    await gotoHydrated(page, "/docs");
    // How the modal is laid out the moment it is in the page (DocSearch's stylesheet positions it).
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const modal = document.querySelector(".DocSearch-Modal");
        if (!modal) return;
        document.documentElement.dataset.modalFirstPosition = getComputedStyle(modal).position;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press("Control+k");
    await page.waitForTimeout(500);
    await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);
    release();
    await expect(page.locator(".DocSearch-Input")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-modal-first-position", "relative");
  });

  test("the modal's text is set in the page's own fonts, DocSearch's variables on the modal only", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    const rootShadow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--docsearch-modal-shadow"));
    const before = await rootShadow();
    await page.keyboard.press("Control+k");
    const input = page.locator(".DocSearch-Input");
    await expect(input).toBeVisible();
    const fonts = await input.evaluate((el) => [
      getComputedStyle(el).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ]);
    expect(fonts[0]).toBe(fonts[1]);
    expect(fonts[0]).toContain("Noto Sans CJK SC");
    // The modal's stylesheet sets DocSearch's variables on the modal, not on the page's root.
    expect(before).toBe("");
    expect(await rootShadow()).toBe("");
    expect(
      await page
        .locator(".DocSearch-Container")
        .evaluate((el) => getComputedStyle(el).getPropertyValue("--docsearch-modal-shadow")),
    ).not.toBe("");
  });

  test("hovering the search button fetches the modal's code and the index before any click", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    const index = page.waitForRequest(/\/search\/index\.[0-9a-f]+\.json$/);
    await page.locator(".DocSearch-Button").hover();
    await index;
    await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);
  });
});

test.describe("search page form", () => {
  test("has a labelled submit button that takes the reader to the results", async ({ page }) => {
    await gotoHydrated(page, "/search");
    const form = page.getByRole("search");
    await form.getByLabel(labels["search.pageInputLabel"]).fill("环境变量");
    const submit = form.getByRole("button", { name: labels["search.submit"] });
    await expect(submit).toHaveAttribute("type", "submit");
    await submit.click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.locator("#search-results")).toBeFocused();
  });
});

test.describe("404 suggestions", () => {
  for (const path of [
    "/docs/cli/script/runn",
    "/docs/CLI/script/run",
    "/docs/cli/scripts/run",
    "/docs/cli/script/run/extra",
  ]) {
    test(`${path} suggests the nearest route, /docs/cli/script/run, first`, async ({ page }) => {
      await gotoHydrated(page, path);
      const list = page.getByRole("navigation", { name: labels["notFound.suggestions"] });
      await expect(list.getByRole("link").first()).toHaveAttribute("href", "/docs/cli/script/run");
    });
  }

  test("the not-found page keeps its text and suggests up to 5 pages matching the missing path's words", async ({
    page,
  }) => {
    // An old address of a page that moved: its words still find it.
    await gotoHydrated(page, "/docs/cli/run");
    await expect(page.locator("main h1")).toHaveText(labels["notFound.title"]);
    await expect(page.locator("main")).toContainText(labels["notFound.text"]);
    const list = page.getByRole("navigation", { name: labels["notFound.suggestions"] });
    await expect(list.getByRole("link").first()).toBeVisible();
    const hrefs = await list.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeLessThanOrEqual(5);
    expect(hrefs).toContain("/docs/cli/script/run");
  });
});

test.describe("search modal: first use, keys, recent choices", () => {
  test("first use fetches the index's main file and only the parts the query needs", async ({ page }) => {
    const indexFiles = new Set<string>();
    page.on("request", (r) => {
      if (/\/search\/index\.[0-9a-f]+\.json$/.test(r.url())) indexFiles.add(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("环境变量");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    const main = (await (await page.request.get("/search/manifest.json")).json()) as { index: string };
    const parts = ((await (await page.request.get(main.index)).json()) as { parts: string[] }).parts;
    expect(indexFiles.has(main.index)).toBe(true);
    const fetchedParts = [...indexFiles].filter((f) => parts.includes(f));
    expect(fetchedParts.length).toBeGreaterThan(0);
    expect(fetchedParts.length).toBeLessThanOrEqual(4);
  });

  test("a new answer's first screen is on screen first, the rows below it in a render of their own", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    await openModal(page);
    // The rows in the DOM when results first appear, and later.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const rows = document.querySelectorAll(".DocSearch-Hit").length;
        if (!rows) return;
        document.documentElement.dataset.firstRows = String(rows);
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator(".DocSearch-Input").fill("环境变量");
    await expect(page.locator("html[data-first-rows]")).toHaveCount(1);
    const first = Number(await page.locator("html").getAttribute("data-first-rows"));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(MODAL_SECTIONS.rowsOnFirstScreen + MODAL_SECTIONS.first);
    await expect.poll(() => page.locator(".DocSearch-Hit").count()).toBeGreaterThan(first);
    // The footer counts every page, and every page is listed once the rows below are in.
    const total = Number((await page.locator(".DocSearch-HitsFooter").innerText()).match(/\d+/)![0]);
    await expect(page.locator(".DocSearch-Hits")).toHaveCount(total);
    // A snippet arriving for a row below (scrolled to) leaves every row in place meanwhile.
    await page.evaluate(() => {
      const count = () => document.querySelectorAll(".DocSearch-Hits").length;
      const w = window as unknown as { fewestGroups: number };
      w.fewestGroups = count();
      new MutationObserver(() => (w.fewestGroups = Math.min(w.fewestGroups, count()))).observe(document.body, {
        childList: true,
        subtree: true,
      });
    });
    const waiting = page.locator(".DocSearch-Hit[data-text-url]").last();
    const url = await waiting.locator("a[href]").getAttribute("href");
    await waiting.scrollIntoViewIfNeeded();
    await expect(page.locator(".DocSearch-Hit").filter({ has: page.locator(`a[href="${url}"]`) })).not.toHaveAttribute(
      "data-text-url",
    );
    expect(await page.evaluate(() => (window as unknown as { fewestGroups: number }).fewestGroups)).toBe(total);
  });

  test("snippets: the texts of the results on screen come with the answer, the others' as their rows scroll into view", async ({
    page,
  }) => {
    const indexFiles: string[] = [];
    page.on("request", (r) => {
      if (/\/search\/index\.[0-9a-f]+\.json$/.test(r.url())) indexFiles.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("环境变量");
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible();
    const main = (await (await page.request.get("/search/manifest.json")).json()) as { index: string };
    const { textFiles } = (await (await page.request.get(main.index)).json()) as { textFiles: string[] };
    const fetchedTexts = () => new Set(indexFiles.filter((f) => textFiles.includes(f))).size;
    // The first screen's snippets are there with the first results, marked.
    await expect(page.locator(".DocSearch-Hit mark").first()).toBeVisible();
    const first = fetchedTexts();
    expect(first).toBeGreaterThan(0);
    // The rows below the first screen come in a render of their own, just after it.
    const waiting = page.locator(".DocSearch-Hit[data-text-url]");
    await expect.poll(() => waiting.count()).toBeGreaterThan(0);
    expect(first).toBeLessThan(await page.locator(".DocSearch-Hits").count());
    // A row further down waits for its page's text, and gets it once it is scrolled to.
    const last = waiting.last();
    const url = await last.locator("a[href]").getAttribute("href");
    await last.scrollIntoViewIfNeeded();
    const row = page.locator(".DocSearch-Hit").filter({ has: page.locator(`a[href="${url}"]`) });
    await expect(row).not.toHaveAttribute("data-text-url");
    expect(fetchedTexts()).toBeGreaterThan(first);
  });

  test("the arrow keys move the selection, Escape closes and gives focus back to the search button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/docs");
    await page.locator(".DocSearch-Button").click();
    const input = page.locator(".DocSearch-Input");
    await expect(input).toBeFocused();
    await input.fill("定时任务");
    const options = page.locator(".DocSearch-Hit a[role='option']");
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await page.keyboard.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    // Options are not tab stops: Tab goes to the modal's buttons and stays in the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".DocSearch-Modal")))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.locator(".DocSearch-Modal")).toHaveCount(0);
    await expect(page.locator(".DocSearch-Button")).toBeFocused();
  });

  test("Enter with no result to choose opens the search page for the query", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await page.locator(".DocSearch-Input").fill("zzqxjvw");
    await expect(page.locator(".DocSearch-NoResults")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=zzqxjvw$/);
    await expect(page.locator("main h1")).toContainText("zzqxjvw");
  });

  test("a chosen result is listed under 最近搜索 the next time the box is empty", async ({ page }) => {
    await gotoHydrated(page, "/docs");
    await openModal(page);
    await expect(page.locator(".DocSearch-StartScreen")).toContainText(labels["search.noRecent"]);
    await page.locator(".DocSearch-Input").fill("envm");
    const first = page.locator(".DocSearch-Hit a[href]").first();
    const href = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(href!.split("#")[0]));
    await openModal(page);
    const recent = page.locator(".DocSearch-Hits").filter({ hasText: labels["search.recentTitle"] });
    await expect(recent.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(recent.locator("a[href]").first()).toHaveAttribute("aria-selected", "true");
  });
});
