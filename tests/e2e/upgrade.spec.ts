/**
 * Upgrade guides and page diffs (issue #42) on the real content, 1.0.0-beta.10 → next, whose
 * differences are known: `arcadia raw --fileName`, the 链接地址 wording, the captcha engine and
 * its defaults, the download's file filter, the `runLog` `stream` field. Also: the page diff
 * with and without JavaScript, the version switch's marks, the banner's links, axe in both
 * colour modes.
 */
import { test, expect } from "./fixtures";
import { axeViolations as violations } from "./axe";
import { gotoHydrated } from "./helpers";

const GUIDE = "/docs/next/upgrade/1.0.0-beta.10";
const RAW_DIFF = "/docs/next/diff/1.0.0-beta.10/cli/config/raw";
const SWITCH = "main [data-version-switch]";

test.describe("the upgrade guide 1.0.0-beta.10 → next", () => {
  test("lists the known changes of the CLI, the API, the messages, the pages and the changelog", async ({ page }) => {
    await gotoHydrated(page, GUIDE);
    await expect(page.locator("main h1")).toHaveText("从 1.0.0-beta.10 升级到 next");
    const cli = page.locator("section[aria-labelledby='cli']");
    await expect(cli).toContainText("arcadia raw");
    await expect(cli).toContainText("新增选项：--fileName");
    // Nothing else of the CLI changed between the two.
    await expect(cli.locator("> ul > li")).toHaveCount(1);

    const api = page.locator("section[aria-labelledby='api']");
    const captcha = api.locator("div", { hasText: "GET /api/captcha" }).first();
    await expect(captcha.locator("tr", { hasText: "参数 background" })).toContainText("#ffffff");
    await expect(captcha.locator("tr", { hasText: "参数 h · 默认值" })).toContainText(/50\s*48/);
    await expect(captcha.locator("tr", { hasText: "响应字段" })).toContainText("lemon-captcha");
    await expect(captcha.locator("a", { hasText: "1.0.0-beta.10 的说明" })).toHaveAttribute(
      "href",
      "/docs/dev/api/internal/main/captcha",
    );
    await expect(captcha.locator("a", { hasText: "next 的说明" })).toHaveAttribute(
      "href",
      "/docs/next/dev/api/internal/main/captcha",
    );
    // The download's file filter, in both APIs.
    for (const path of ["GET /api/file/download", "GET /api/open/file/v1/download"])
      await expect(api.locator("div", { hasText: path }).first()).toContainText("过滤规则");
    // No endpoint came or went between the two.
    await expect(api.locator("#api-added, #api-removed")).toHaveCount(0);

    const messages = page.locator("section[aria-labelledby='messages']");
    await expect(messages).toContainText("检测到第N个仓库配置的远程地址无效");
    await expect(messages).toContainText("检测到第N个仓库配置的链接地址无效");

    const docs = page.locator("section[aria-labelledby='docs']");
    await expect(docs.locator("#docs-added, #docs-moved")).toHaveCount(0);
    // The test build adds its fixture pages to the latest only: those are the only pages next lacks.
    for (const href of await docs
      .locator("#docs-removed + ul a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/docs\/test\//);
    const changed = docs.locator("[data-changed-pages] > li");
    await expect(changed.filter({ hasText: "调用底层内容" })).toBeVisible();
    const raw = changed.filter({ has: page.locator("a[href='/docs/next/cli/config/raw']") });
    await expect(raw.locator("a", { hasText: "查看差异" })).toHaveAttribute("href", RAW_DIFF);

    const changelog = page.locator("section[aria-labelledby='changelog']");
    await expect(changelog.locator("h3 > a:not(.heading-anchor)")).toHaveText(["未发布（dev 分支）"]);
    await expect(changelog).toContainText("stream");
  });

  test("is linked from next's banner and from the llms.txt of next", async ({ page, request }) => {
    await gotoHydrated(page, "/docs/next/cli/config/raw");
    await expect(page.locator("[data-version-banner] a[data-upgrade-link]")).toHaveAttribute("href", GUIDE);
    await expect(page.locator("[data-version-banner] a[data-page-diff-link]")).toHaveAttribute("href", RAW_DIFF);
    const llms = await (await request.get("/docs/next/llms.txt")).text();
    expect(llms).toContain(`${GUIDE}.json`);
    const json = await (await request.get(`${GUIDE}.json`)).json();
    expect(json.cli.changed).toEqual([expect.objectContaining({ command: "raw", optionsAdded: ["--fileName"] })]);
  });
});

test.describe("the upgrade pages' own stylesheet", () => {
  test("comes with the page on a client-side visit and leaves with it", async ({ page }) => {
    const legendBorder = () =>
      page.locator(".upgrade-legend-added").evaluate((e) => getComputedStyle(e).borderLeftStyle);
    await gotoHydrated(page, "/docs/next/cli/config/raw");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator("[data-version-banner] a[data-page-diff-link]").click();
    await expect(page).toHaveURL(new RegExp(`${RAW_DIFF}$`));
    await expect.poll(legendBorder).toBe("solid");
    // No reload happened: the sheet came with the page's data.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back to the docs page (client-side too): the sheet left with the page diff.
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/next\/cli\/config\/raw$/);
    await expect(page.locator("[data-version-banner]")).toBeVisible();
    await expect(page.locator("style", { hasText: ".upgrade-page" })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe("the page diff", () => {
  test("shows the page rendered, with the added and removed rows, lines and paragraphs marked", async ({ page }) => {
    await gotoHydrated(page, RAW_DIFF);
    const diff = page.locator("[data-page-diff]");
    await expect(diff.locator("h1")).toContainText("1.0.0-beta.10 与 next 的差异");
    // The new option's table row, rendered (a table, not MDX text).
    await expect(diff.locator("tr[data-diff='added']", { hasText: "--fileName" })).toBeVisible();
    await expect(diff.locator("ins[data-diff='added'] .code-block, .code-line.inserted").first()).toBeAttached();
    await expect(diff.locator("del[data-diff='removed']").first()).toBeVisible();
    // Rendered, not MDX: no table pipes, no admonition fences.
    await expect(diff).not.toContainText("| `--fileName`");
    await expect(diff).not.toContainText(":::");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is static HTML reached by plain links from the switch", async ({ page }) => {
      await page.goto("/docs/next/cli/config/raw");
      await page.locator(`${SWITCH} summary`).click();
      await page.locator(`${SWITCH} a[data-version-diff='1.0.0-beta.10']`).click();
      await expect(page).toHaveURL(new RegExp(`${RAW_DIFF}$`));
      await expect(page.locator("tr[data-diff='added']", { hasText: "--fileName" })).toBeVisible();
    });
  });
});

test.describe("the version switch's marks", () => {
  test("mark the versions where the page differs, and only those", async ({ page }) => {
    await gotoHydrated(page, "/docs/cli/config/raw");
    await page.locator(`${SWITCH} summary`).click();
    await expect(page.locator(`${SWITCH} a[data-version-diff='next']`)).toHaveAttribute("href", RAW_DIFF);
    await expect(page.locator(`${SWITCH} a[data-version-diff]`)).toHaveCount(1);
    // The switch also leads to the guide from the version in view.
    await expect(page.locator(`${SWITCH} a[data-upgrade-guide-link]`)).toHaveAttribute("href", GUIDE);
    // cli/script/list is the same in both versions.
    await gotoHydrated(page, "/docs/next/cli/script/list");
    await expect(page.locator(`${SWITCH} a[data-version-diff]`)).toHaveCount(0);
    await expect(page.locator("[data-version-banner] a[data-page-diff-link]")).toHaveCount(0);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`accessibility (axe defaults), ${colorScheme}`, () => {
    test.use({ colorScheme });
    for (const route of [GUIDE, RAW_DIFF]) {
      test(`${route} has no violations`, async ({ page }) => {
        await gotoHydrated(page, route);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
        expect(await violations(page)).toEqual([]);
      });
    }
    test("the switch with its marks open has no violations", async ({ page }) => {
      await gotoHydrated(page, "/docs/next/cli/config/raw");
      await page.locator(`${SWITCH} summary`).click();
      expect(await violations(page)).toEqual([]);
    });
  });
}
