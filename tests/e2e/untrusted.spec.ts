// Text and addresses the site did not write: the query in ?q= (bidi controls must not reorder
// the heading around it) and recent searches read back from storage (only same-origin paths
// become links).
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { labels } from "../../src/config/labels";

test("?q= with a right-to-left override does not reverse the search page's heading", async ({ page }) => {
  await gotoHydrated(page, "/search?q=\u202Eabc"); // encoded by gotoHydrated
  const h1 = page.locator("main h1");
  await expect(h1).toContainText("abc");
  await expect(h1.locator("bdi")).toHaveCount(1);
  expect(await h1.locator("bdi").evaluate((el) => el.textContent)).toBe("\u202Eabc");
  // The heading's own words after the query keep their order: first character left of the last.
  const suffix = labels["search.resultsFor"].split("{query}")[1];
  expect(suffix.length).toBeGreaterThan(2);
  const [first, last] = await h1.evaluate((el, text) => {
    const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(text))!;
    const start = node.textContent!.indexOf(text);
    const x = (i: number) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().left;
    };
    return [x(start), x(start + text.length - 1)];
  }, suffix);
  expect(first).toBeLessThan(last);
});

test("recent searches from storage become links only when they are same-origin paths", async ({ page }) => {
  const hostile = [
    "//evil.example/docs",
    "/\\evil.example/docs",
    "/\t/evil.example",
    "/\\/evil.example",
    "javascript:alert(1)",
    "https://evil.example/",
    " /docs/cli",
  ];
  await page.addInitScript((entries) => {
    const list = [
      ...entries.map((url, i) => ({ url, title: `恶意 ${i}`, path: "x" })),
      { url: "/docs/cli/config/envm", title: "envm 正常", path: "命令" },
    ];
    window.localStorage.setItem("arcadia:search-recent", JSON.stringify(list));
  }, hostile);
  await gotoHydrated(page, "/docs");
  await page.keyboard.press("Control+k");
  const recent = page.locator(".DocSearch-Hits").filter({ hasText: labels["search.recentTitle"] });
  await expect(recent.locator('a[href="/docs/cli/config/envm"]')).toBeVisible();
  const hrefs = await recent.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(new URL(href).origin, href).toBe(new URL(page.url()).origin);
  await expect(recent).not.toContainText("恶意");
});
