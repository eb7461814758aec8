import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { labels } from "../../src/config/labels";

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/docs/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.locator("main h1")).toHaveText(labels["notFound.title"]);
  await expect(page.locator("main")).toContainText(labels["notFound.help"]);
});

test("/docs/cli/index.html ends up at /docs/cli", async ({ page }) => {
  await page.goto("/docs/cli/index.html");
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  expect(new URL(page.url()).pathname).toBe("/docs/cli");
  await expect(page.locator("main h1")).toBeVisible();
});

test("the client normalises /index.html when the host serves it as is", async ({ page }) => {
  // Simulate a static host that answers /docs/cli/index.html with the file itself.
  await page.route("**/docs/cli/index.html", async (route) => {
    const res = await page.request.get("/docs/cli");
    await route.fulfill({ status: 200, contentType: "text/html", body: await res.text() });
  });
  await page.goto("/docs/cli/index.html");
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  expect(new URL(page.url()).pathname).toBe("/docs/cli");
});

test("client-side navigation does not reload the document", async ({ page }) => {
  await gotoHydrated(page, "/docs");
  let documents = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents++;
  });
  await page.locator("nav[aria-label='文档侧边栏'] a[href='/docs/about']").click();
  await expect(page).toHaveURL(/\/docs\/about$/);
  await expect(page.locator("main h1")).toBeVisible();
  expect(documents).toBe(0);
});
