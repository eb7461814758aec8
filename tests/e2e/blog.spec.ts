import { test, expect } from "./fixtures";
import { gotoHydrated, watchConsole } from "./helpers";

test("the blog list shows posts with date, reading time, excerpt and 阅读更多", async ({ page }) => {
  await page.goto("/blog");
  const welcome = page.locator("article", { has: page.locator("a[href='/blog/welcome']") }).first();
  await expect(welcome).toContainText("欢迎来到博客");
  await expect(welcome).toContainText("2024年5月1日");
  await expect(welcome).toContainText(/阅读需 \d+ 分钟/);
  await expect(welcome.getByRole("link", { name: /^阅读更多：/ })).toHaveAttribute("href", "/blog/welcome");
});

test("a post shows reading time in minutes, its author, and its tag links to the tag page", async ({ page }) => {
  await gotoHydrated(page, "/blog/welcome");
  await expect(page.locator("main h1")).toHaveText("欢迎来到博客");
  await expect(page.locator("main")).toContainText(/阅读需 \d+ 分钟/);
  await expect(page.locator("main a[href='/blog/authors/supermanito']").first()).toContainText("SuperManito");
  await page.locator("main a[rel='tag']", { hasText: "教程" }).first().click();
  await expect(page).toHaveURL(/\/blog\/tags\/(%E6%95%99%E7%A8%8B|教程)$/);
  await expect(page.locator("main a[href='/blog/welcome']").first()).toBeVisible();
});

test("the tag page works at the encoded and the decoded URL", async ({ page }) => {
  for (const url of ["/blog/tags/%E6%95%99%E7%A8%8B", "/blog/tags/教程"]) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    await expect(page.locator("main h1")).toContainText("教程");
  }
});

test("the archive groups posts by year, newest first", async ({ page }) => {
  await page.goto("/blog/archive");
  const years = await page.locator("main h2").allTextContents();
  expect(years.length).toBeGreaterThan(0);
  expect([...years].sort().reverse()).toEqual(years);
  await expect(page.locator("main section", { has: page.locator("h2", { hasText: "2024" }) })).toContainText(
    "欢迎来到博客",
  );
});

test("the blog sidebar lists every post grouped by year", async ({ page }) => {
  await page.goto("/blog/welcome");
  const sidebar = page.locator("aside nav[aria-labelledby='blog-sidebar-title']");
  await expect(sidebar).toContainText("最近博文");
  await expect(sidebar.locator("a[href='/blog/welcome']")).toHaveAttribute("aria-current", "page");
});

test("authors and tags pages list counts", async ({ page }) => {
  await page.goto("/blog/authors");
  await expect(page.locator("main")).toContainText("SuperManito");
  await expect(page.locator("main")).toContainText(/\d+ 篇博文/);
  await page.goto("/blog/tags");
  await expect(page.locator("main a", { hasText: "教程" })).toBeVisible();
});

test("the feeds parse as XML and list the post", async ({ page }) => {
  for (const [url, type] of [
    ["/blog/rss.xml", "rss"],
    ["/blog/atom.xml", "feed"],
  ]) {
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    const text = await res.text();
    const ok = await page.evaluate(
      ([xml, root]) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        return (
          !doc.querySelector("parsererror") && doc.documentElement.nodeName === root && xml.includes("/blog/welcome")
        );
      },
      [text, type],
    );
    expect(ok).toBe(true);
  }
  await page.goto("/blog");
  await expect(page.locator("link[rel='alternate'][type='application/rss+xml']")).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
  await expect(page.locator("link[rel='alternate'][type='application/atom+xml']")).toHaveAttribute(
    "href",
    "/blog/atom.xml",
  );
});

test.describe("the HTML is what React renders: hydration keeps it", () => {
  // Gatsby's server render passes the router's pattern ("/*") as props.path; the blog pages drew
  // no sidebar and no active navbar item in their HTML, and React threw the HTML away (#418).
  for (const route of [
    "/blog",
    "/blog/welcome",
    "/blog/archive",
    "/blog/tags",
    "/blog/authors",
    "/docs/cli/script/run",
    "/search",
    "/",
  ]) {
    test(`${route} hydrates without an error`, async ({ page }) => {
      const console = watchConsole(page);
      await gotoHydrated(page, route);
      await page.waitForTimeout(300);
      console.check();
    });
  }

  test("a post's HTML holds the blog sidebar and marks 博客 in the navbar", async ({ request }) => {
    const html = await (await request.get("/blog/welcome")).text();
    expect(html).toContain('data-sidebar="blog"');
    // Whatever order the renderer writes the attributes in.
    const blogLink = html.match(/<a\b[^>]*\bhref="\/blog"[^>]*>博客<\/a>/)?.[0];
    expect(blogLink).toContain('aria-current="page"');
  });
});
