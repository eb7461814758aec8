/**
 * "我的面板": a reader gives their panel's address once and every API request sample on every
 * API page uses it (kept in localStorage, never sent anywhere), with a way back to the
 * placeholders; without JavaScript the samples stay as written.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { gotoHydrated, watchConsole } from "./helpers";
import { labels } from "../../src/config/labels";
import { storageKeys } from "../../src/config/site";

const CRON_PAGE = "/docs/dev/api/internal/cron/page";
const OTHER_API_PAGE = "/docs/dev/api/internal/cron/terminate";
const samples = (page: Page) => page.locator("[data-endpoint] .code-block");

test.describe("my panel address in the API samples", () => {
  test("is asked for once, refuses what is not an origin, rewrites every sample, and is copied as shown", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const console = watchConsole(page);
    await gotoHydrated(page, CRON_PAGE);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await expect(samples(page).first()).toContainText("http://<主机>:5678");
    await page.getByRole("button", { name: labels["api.panelEdit"] }).first().click();
    const input = page.getByLabel(labels["api.panelLabel"]);
    await input.fill("http://10.0.0.9:5678/api?token=secret");
    await page.getByRole("button", { name: labels["api.panelSave"] }).click();
    await expect(page.getByRole("alert")).toHaveText(labels["api.panelInvalid"]);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.panelAddress)).toBeNull();

    await input.fill("10.0.0.9:5678");
    await input.press("Enter");
    await expect(page.locator("main")).toContainText(`${labels["api.panelSet"]}http://10.0.0.9:5678`);
    const all = await samples(page).allTextContents();
    const requestSamples = all.filter((text) => text.includes("/api/"));
    expect(requestSamples.length).toBeGreaterThan(0);
    for (const text of all) expect(text).not.toContain("<主机>");
    expect(requestSamples.every((text) => text.includes("http://10.0.0.9:5678/api/"))).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.panelAddress)).toBe(
      "http://10.0.0.9:5678",
    );

    const curl = page.locator("[data-endpoint] .code-block", { hasText: "curl" }).first();
    await curl.locator(".code-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^curl -X GET "http:\/\/10\.0\.0\.9:5678\/api\/cron/,
    );
    expect(requests.filter((url) => url.includes("10.0.0.9"))).toEqual([]);
    console.check();
  });

  test("follows the reader to other API pages and across reloads, until taken back", async ({ page }) => {
    await gotoHydrated(page, CRON_PAGE);
    await page.evaluate(([key]) => localStorage.setItem(key, "https://ops.example.lan"), [storageKeys.panelAddress]);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expect(samples(page).first()).toContainText("https://ops.example.lan/api/");
    await page.locator(`aside a[href='${OTHER_API_PAGE}']`).first().click();
    await expect(page).toHaveURL(new RegExp(`${OTHER_API_PAGE}$`));
    await expect(samples(page).first()).toContainText("https://ops.example.lan/api/");

    await page.getByRole("button", { name: labels["api.panelReset"] }).first().click();
    await expect(samples(page).first()).toContainText("http://<主机>:5678/api/");
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.panelAddress)).toBeNull();
  });

  test("a stored value that is not an origin (edited by hand) is ignored", async ({ page }) => {
    await gotoHydrated(page, CRON_PAGE);
    await page.evaluate(([key]) => localStorage.setItem(key, "javascript:alert(1)//"), [storageKeys.panelAddress]);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.hydrated === "true");
    await expect(samples(page).first()).toContainText("http://<主机>:5678/api/");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the samples keep their placeholders and no panel form shows", async ({ page }) => {
    await page.goto(CRON_PAGE);
    await expect(samples(page).first()).toContainText("http://<主机>:5678/api/");
    await expect(page.getByRole("button", { name: labels["api.panelEdit"] })).toHaveCount(0);
  });
});
