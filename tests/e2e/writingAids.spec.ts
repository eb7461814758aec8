/**
 * Writing aids in the built site (tests/fixtures/docs/test/writing-aids.mdx): explicit heading
 * ids with the old Chinese anchor still landing, bold next to Chinese punctuation.
 */
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";

const FIXTURE = "/docs/test/writing-aids";

/** The heading's top is on screen, just under the navbar (not scrolled past, not below the fold). */
async function expectAtTop(page: import("@playwright/test").Page, id: string) {
  const box = await page.locator(`[id="${id}"]`).boundingBox();
  expect(box, id).not.toBeNull();
  expect(box!.y).toBeGreaterThan(0);
  expect(box!.y).toBeLessThan(200);
}

test.describe("explicit heading ids", () => {
  test("the explicit id and the old Chinese anchor both land on the heading, on load and by client navigation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    for (const hash of ["#token-scope", `#${encodeURIComponent("令牌范围")}`]) {
      await page.goto(`${FIXTURE}${hash}`);
      await page.waitForFunction(() => document.body.dataset.hydrated === "true");
      await expectAtTop(page, "token-scope");
    }
    // A shared link with the old anchor, followed from another page of the site.
    await gotoHydrated(page, "/docs/about");
    await page.evaluate(
      (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
      `${FIXTURE}#${encodeURIComponent("令牌范围")}`,
    );
    await expect(page).toHaveURL(/writing-aids#/);
    await expect.poll(async () => (await page.locator("#token-scope").boundingBox())?.y ?? -1).toBeLessThan(200);
    await expectAtTop(page, "token-scope");
  });

  test("the table of contents links the explicit ids; a heading without one keeps its text anchor", async ({
    page,
  }) => {
    await gotoHydrated(page, FIXTURE);
    const toc = page
      .locator("nav")
      .filter({ has: page.locator('a[href="#permissions"]') })
      .first();
    await expect(toc.locator('a[href="#permissions"]')).toHaveText("权限设置");
    await expect(toc.locator('a[href="#token-scope"]')).toHaveText("令牌范围");
    await expect(toc.getByRole("link", { name: "没有锚点的标题" })).toHaveAttribute("href", `#${"没有锚点的标题"}`);
    await expect(page.locator("h2#permissions")).toHaveText(/^权限设置/);
  });
});

test("bold next to Chinese quotation marks and brackets is bold, with no asterisks", async ({ page }) => {
  await gotoHydrated(page, FIXTURE);
  const intro = page.locator(".markdown p").first();
  await expect(intro.locator("strong")).toHaveText(["“配置文件”", "重启（Restart）"]);
  await expect(intro).not.toContainText("*");
});

test.describe("writer components without imports", () => {
  test("Details opens and closes without JavaScript and prints open", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(FIXTURE);
    const body = page.getByText("折叠块里的正文。");
    await expect(body).toBeHidden();
    await page.getByText("展开查看细节").click();
    await expect(body).toBeVisible();
    await page.getByText("展开查看细节").click();
    await expect(body).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(body).toBeVisible();
    await context.close();
  });

  test("Badge, FileTree, the terminal frame and ThemedImage render as the guide says", async ({ page }) => {
    await gotoHydrated(page, FIXTURE);
    const section = page.locator(".markdown");
    await expect(section.getByText("自 1.0.0-beta.9 起", { exact: true })).toBeVisible();
    await expect(section.getByText("1.0.0-beta.10 起已移除", { exact: true })).toBeVisible();
    // The tree is text: folders and files in a real list.
    const tree = section.locator("li.ft-folder").first();
    await expect(tree).toContainText("/arcadia/");
    await expect(section.locator("li.ft-file")).toHaveText([/config\.sh/]);
    // The shell session has a terminal frame with its title; the file block keeps its title bar.
    await expect(section.locator("figure figcaption")).toHaveText("宿主机");
    await expect(section.locator("figure .code-block")).toContainText("docker ps");
    await expect(section.locator(".code-block-title")).toHaveText(["config.sh"]);
    // One image per colour mode.
    const images = section.getByRole("img", { name: "主题图片测试" });
    await expect(images).toHaveCount(1);
    await expect(images).toHaveAttribute("src", /\/logo\.svg$/);
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    await expect(images).toHaveAttribute("src", /logo-dark\.svg$/);
  });
});

test("a partial's content is in each page that imports it, and makes no page of its own", async ({ page }) => {
  for (const route of ["/docs/cli", "/docs/start/environment"]) {
    await gotoHydrated(page, route);
    await expect(page.locator(".markdown li").filter({ hasText: "docker exec -it arcadia bash" })).toHaveCount(1);
  }
  const response = await page.goto("/docs/_enter-container");
  expect(response?.status()).toBe(404);
});

test("a moved page's old routes redirect to it permanently, through the local server", async ({ page, request }) => {
  const reply = await request.get("/docs/test/old-place", { maxRedirects: 0 });
  expect(reply.status()).toBe(301);
  expect(reply.headers().location).toBe("/docs/test/moved");
  await page.goto(`/docs/test/${encodeURIComponent("旧地址")}`);
  await expect(page).toHaveURL(/\/docs\/test\/moved$/);
  await expect(page.locator("h1")).toHaveText("搬迁后的测试页面");
});
