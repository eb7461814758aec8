/**
 * The writers' tools in the built site: Tabs (group sync on a page and across pages, memory in
 * localStorage, ?tabs= in the URL, WAI-ARIA keyboard use, every panel without JavaScript), Steps,
 * the generated API request samples and the build-time code-block features.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { gotoHydrated, watchConsole } from "./helpers";
import { labels } from "../../src/config/labels";

const FIXTURE = "/docs/test/writer-tools";
/** A hydrated page whose tabs answer clicks: their behaviour is a lazy chunk, loaded after hydration. */
async function gotoTabs(page: Page, url: string) {
  await gotoHydrated(page, url);
  await expect(page.locator("main [role='tablist']").first()).toBeAttached();
  await expect(page.locator("main [role='tablist']:not([data-ready])")).toHaveCount(0);
}
const tabLists = (page: Page) => page.locator(".markdown [role='tablist']");
const selectedTab = (list: Locator) => list.locator("[role='tab'][aria-selected='true']");
/** The panels a reader sees (the others are display: none). */
const visiblePanels = (page: Page) => page.locator(".markdown [role='tabpanel']:visible");

test.describe("tabs", () => {
  test("a choice switches every group of its id on the page, and only those", async ({ page }) => {
    await gotoTabs(page, FIXTURE);
    const [first, second, alone] = [tabLists(page).nth(0), tabLists(page).nth(1), tabLists(page).nth(2)];
    await expect(selectedTab(first)).toHaveText("docker run");
    await expect(selectedTab(alone)).toHaveText("乙"); // the `default` item
    await second.getByRole("tab", { name: "Docker Compose" }).click();
    await expect(selectedTab(first)).toHaveText("Docker Compose");
    await expect(selectedTab(second)).toHaveText("Docker Compose");
    await expect(selectedTab(alone)).toHaveText("乙");
    await expect(page.getByText("第一组：用 Compose 部署。")).toBeVisible();
    await expect(page.getByText("第一组：用命令部署。")).toBeHidden();
    await alone.getByRole("tab", { name: "丙" }).click();
    await expect(page.getByText("独立组：丙的内容。")).toBeVisible();
    await expect(selectedTab(first)).toHaveText("Docker Compose");
  });

  test("the choice is stored, survives a reload and follows the reader to other pages, also by client navigation", async ({
    page,
  }) => {
    // A remembered choice must not make hydration fail (React reports that as a console error).
    const console = watchConsole(page);
    await gotoTabs(page, FIXTURE);
    await tabLists(page).first().getByRole("tab", { name: "Docker Compose" }).click();
    expect(await page.evaluate(() => localStorage.getItem("tabs:deploy"))).toBe("compose");
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expect(selectedTab(tabLists(page).first())).toHaveText("Docker Compose");

    // Another page with the same group, loaded fresh (the URL carries no choice).
    await gotoTabs(page, "/docs/start/update");
    await expect(selectedTab(tabLists(page).first())).toHaveText("Docker Compose");
    await expect(page.locator(".markdown").getByText("在 docker-compose.yaml 所在目录执行：")).toBeVisible();

    // And by client-side navigation: the update page links to the install page.
    await tabLists(page).first().getByRole("tab", { name: "docker run" }).click();
    await page.locator(".markdown a[href^='/docs/start/install#']").first().click();
    await expect(page).toHaveURL(/\/docs\/start\/install#/);
    await expect(selectedTab(tabLists(page).first())).toHaveText("docker run");
    await expect(page.locator(".markdown pre", { hasText: "docker run -dit" })).toBeVisible();
    console.check();
  });

  test("?tabs= in the URL chooses the tab, and a click puts the choice in the URL for sharing", async ({ page }) => {
    await gotoTabs(page, "/docs/start/install?tabs=deploy:compose");
    const list = tabLists(page).first();
    await expect(selectedTab(list)).toHaveText("Docker Compose");
    await expect(page.locator(".markdown pre", { hasText: "docker compose up -d" }).first()).toBeVisible();
    await expect(page.locator(".markdown pre", { hasText: "docker run -dit" })).toBeHidden();
    await list.getByRole("tab", { name: "docker run" }).click();
    await expect(page).toHaveURL(/\/docs\/start\/install\?tabs=deploy:docker-run$/);
    await expect(page.locator(".markdown pre", { hasText: "docker run -dit" })).toBeVisible();
  });

  test("keyboard: arrows, Home and End move and select per the WAI-ARIA tabs pattern; Tab goes to the panel", async ({
    page,
  }) => {
    await gotoTabs(page, FIXTURE);
    const alone = tabLists(page).nth(2);
    const tabs = alone.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    // Only the selected tab is in the tab order.
    expect(await tabs.evaluateAll((els) => els.map((e) => e.getAttribute("tabindex")))).toEqual(["-1", "0", "-1"]);
    await tabs.nth(1).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight"); // wraps
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page.getByText("独立组：甲的内容。")).toBeVisible();
    await page.keyboard.press("ArrowLeft"); // wraps back
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Tab");
    const panel = page.locator(`#${await tabs.nth(2).getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await expect(panel).toBeFocused();
    await expect(panel).toHaveAttribute("role", "tabpanel");
    await expect(panel).toHaveAccessibleName("丙");
    await expect(panel).toContainText("独立组：丙的内容。");
  });

  test("the API pages show generated curl, fetch and requests samples in one group shared by every API page", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoTabs(page, "/docs/dev/api/internal/cron/page");
    const list = page.locator("[data-endpoint='GET /api/cron'] [role='tablist']");
    await expect(list).toHaveAccessibleName(labels["api.sampleLanguages"]);
    await expect(list.getByRole("tab")).toHaveText([
      labels["api.sampleCurl"],
      labels["api.sampleFetch"],
      labels["api.samplePython"],
    ]);
    await list.getByRole("tab", { name: labels["api.samplePython"] }).click();
    const python = page.locator("[data-endpoint='GET /api/cron'] [role='tabpanel']:visible .code-block");
    await expect(python).toContainText("requests.get(");
    await python.locator(".code-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^import requests\n\nresponse = requests\.get\(\n {4}"http:\/\/<主机>:5678\/api\/cron",/,
    );

    await page.locator("aside a[href='/docs/dev/api/internal/cron/create']").click();
    await expect(page).toHaveURL(/\/cron\/create$/);
    const create = page.locator("[data-endpoint='POST /api/cron']");
    await expect(selectedTab(create.locator("[role='tablist']"))).toHaveText(labels["api.samplePython"]);
    await create.getByRole("tab", { name: labels["api.sampleFetch"] }).click();
    await expect(create.locator("[role='tabpanel']:visible")).toContainText(
      'await fetch("http://<主机>:5678/api/cron", {',
    );
    await expect(create.locator("[role='tabpanel']:visible")).toContainText('"Content-Type": "application/json"');
  });

  test("switching a group above keeps the clicked tab list where it was on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await gotoTabs(page, "/docs/start/update");
    const list = tabLists(page).first();
    await list.scrollIntoViewIfNeeded();
    const before = await list.evaluate((el) => el.getBoundingClientRect().top);
    await list.getByRole("tab", { name: "Docker Compose" }).click();
    await expect(selectedTab(list)).toHaveText("Docker Compose");
    expect(await list.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(before, 0);
  });
});

test("printed, a page shows every tab panel under its label", async ({ page }) => {
  await gotoTabs(page, FIXTURE);
  await page.emulateMedia({ media: "print" });
  await expect(tabLists(page).first()).toBeHidden();
  await expect(visiblePanels(page)).toHaveCount(7);
  await expect(page.getByText("独立组：甲的内容。")).toBeVisible();
  await expect(visiblePanels(page).first().locator("> p:first-child")).toBeVisible();
});

test.describe("reading tabs with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("every panel is shown, each under its label, and the tab buttons are hidden", async ({ page }) => {
    await page.goto(FIXTURE);
    await expect(tabLists(page).first()).toBeHidden();
    await expect(visiblePanels(page)).toHaveCount(7);
    for (const text of [
      "第一组：用命令部署。",
      "第一组：用 Compose 部署。",
      "独立组：甲的内容。",
      "独立组：乙的内容。",
      "独立组：丙的内容。",
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    // Each panel starts with its label, shown: the reader knows which branch they are reading.
    const panelLabels = visiblePanels(page).locator("> p:first-child");
    await expect(panelLabels).toHaveText([
      "docker run",
      "Docker Compose",
      "docker run",
      "Docker Compose",
      "甲",
      "乙",
      "丙",
    ]);
    for (const label of await panelLabels.all()) await expect(label).toBeVisible();
  });

  test("the install page shows both the docker run command and the Compose file", async ({ page }) => {
    await page.goto("/docs/start/install");
    await expect(page.locator(".markdown pre", { hasText: "docker run -dit" })).toBeVisible();
    await expect(page.locator(".markdown pre", { hasText: "container_name: arcadia" })).toBeVisible();
  });

  test("an API page shows all three request samples under their labels", async ({ page }) => {
    await page.goto("/docs/dev/api/internal/cron/page");
    const panels = page.locator("[data-endpoint='GET /api/cron'] [role='tabpanel']:visible");
    await expect(panels).toHaveCount(3);
    await expect(panels.nth(0)).toContainText("curl -X GET");
    await expect(panels.nth(1)).toContainText(labels["api.sampleFetch"]);
    await expect(panels.nth(1)).toContainText("await fetch(");
    await expect(panels.nth(2)).toContainText(labels["api.samplePython"]);
    await expect(panels.nth(2)).toContainText("import requests");
  });
});

test.describe("steps and code blocks", () => {
  test("Steps is a numbered list with its numbers drawn", async ({ page }) => {
    await page.goto(FIXTURE);
    const items = page.locator(".markdown ol").filter({ hasText: "第一步" }).locator("> li");
    await expect(items).toHaveCount(2);
    expect(await items.nth(1).evaluate((li) => getComputedStyle(li, "::before").content)).toBe("counter(step)");
    expect(await items.nth(1).evaluate((li) => getComputedStyle(li, "::before").borderRadius)).toBe("50%");
  });

  test("title, line numbers (never copied) and highlighted lines are in the HTML", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, FIXTURE);
    const block = page.locator(".code-block", { hasText: "echo one" });
    await expect(block.locator(".code-block-title")).toHaveText("config.sh");
    const lines = block.locator(".code-line");
    await expect(lines).toHaveCount(3);
    expect(await lines.evaluateAll((els) => els.map((e) => getComputedStyle(e, "::before").content))).toEqual([
      '"1"',
      '"2"',
      '"3"',
    ]);
    await expect(lines.nth(1)).toHaveClass(/highlight-line/);
    await block.locator(".code-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("echo one\necho two\necho three");
  });

  test("diff lines are marked in the diff language and with [!code ++]/[!code --], which copy leaves out", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, FIXTURE);
    const diff = page.locator(".code-block[data-language='diff']");
    await expect(diff.locator(".code-line.deleted")).toHaveText("- old line");
    await expect(diff.locator(".code-line.inserted")).toHaveText("+ new line");
    const notation = page.locator(".code-block", { hasText: "notation.js" });
    await expect(notation).not.toContainText("[!code");
    await expect(notation.locator(".code-line.deleted")).toHaveText("const removed = 2;");
    await expect(notation.locator(".code-line.inserted")).toHaveText("const added = 3;");
    expect(await notation.locator(".code-line.inserted").evaluate((e) => getComputedStyle(e, "::after").content)).toBe(
      '"+"',
    );
    await notation.locator(".code-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("const keep = 1;\nconst added = 3;");
  });

  test("no script ships for code-block features: the page's code blocks render the same without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(FIXTURE);
    const block = page.locator(".code-block", { hasText: "echo one" });
    await expect(block.locator(".code-block-title")).toHaveText("config.sh");
    expect(
      await block
        .locator(".code-line")
        .first()
        .evaluate((e) => getComputedStyle(e, "::before").content),
    ).toBe('"1"');
    await expect(page.locator(".code-block", { hasText: "notation.js" }).locator(".code-line.inserted")).toHaveText(
      "const added = 3;",
    );
    await context.close();
  });
});

for (const mode of ["light", "dark"] as const) {
  test(`the writer-tools page has no serious or critical axe violations in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await gotoHydrated(page, FIXTURE);
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
  });
}
