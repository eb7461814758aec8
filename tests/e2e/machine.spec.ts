import { test, expect } from "./fixtures";
import { gotoHydrated, watchConsole } from "./helpers";

const PAGE = "/docs/cli/script/run";

test.describe("docs for machines", () => {
  test("the copy button copies the page's Markdown with the keyboard, loads its code on click, and announces it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const console = watchConsole(page);
    const mdRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".md")) mdRequests.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, PAGE);
    const button = page.getByRole("button", { name: "复制为 Markdown" });
    await expect(button).toBeVisible();
    expect(mdRequests, "the Markdown is fetched on click, not with the page").toEqual([]);

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "已复制本页的 Markdown" })).toBeVisible();
    expect(mdRequests).toEqual([`${PAGE}.md`]);

    const expected = await (await page.request.get(`${PAGE}.md`)).text();
    expect(expected).toMatch(/^---\ntitle: /);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    console.check();
  });

  test("when the Markdown cannot be fetched, the button says so and links the file", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.route(`**${PAGE}.md`, (route) => route.fulfill({ status: 500, body: "" }));
    await gotoHydrated(page, PAGE);
    await page.getByRole("button", { name: "复制为 Markdown" }).click();
    const status = page.getByRole("status").filter({ hasText: "复制失败" });
    await expect(status).toBeVisible();
    await expect(status.getByRole("link", { name: "打开 Markdown 页面" })).toHaveAttribute("href", `${PAGE}.md`);
  });

  test("the .md routes, llms.txt and the OpenAPI files are served as UTF-8 text", async ({ request }) => {
    const types: Record<string, RegExp> = {
      [`${PAGE}.md`]: /^text\/markdown; charset=utf-8$/,
      "/llms.txt": /^text\/plain; charset=utf-8$/,
      "/llms-full.txt": /^text\/plain; charset=utf-8$/,
      "/openapi/open.json": /^application\/json; charset=utf-8$/,
      "/openapi/open.yaml": /^application\/yaml; charset=utf-8$/,
    };
    for (const [path, type] of Object.entries(types)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"], path).toMatch(type);
      expect(await res.text(), path).toMatch(/arcadia|openapi/i);
    }
  });
});
