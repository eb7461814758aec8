/**
 * A Mermaid diagram in the browser: the reader sees the light SVG in light mode and the dark one
 * in dark mode (one at a time), both load under the page's Content-Security-Policy, and the
 * picture zooms like the other content images.
 */
import { test, expect } from "./fixtures";
import { gotoHydrated } from "./helpers";
import { imageZoom } from "../../src/config/site";

const PAGE = "/docs/start/install";

test("the diagram follows the colour mode", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (m) => m.type() === "error" && refused.push(m.text()));
  await gotoHydrated(page, PAGE);
  const diagram = page.locator(".markdown .diagram");
  await diagram.scrollIntoViewIfNeeded();
  const shown = diagram.getByRole("img");
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("src", /^\/diagrams\/[0-9a-f]{16}-light\.svg$/);
  await expect(shown).toHaveAccessibleName(/打印 Arcadia 字符画/);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
  await expect(shown).toHaveAttribute("src", /^\/diagrams\/[0-9a-f]{16}-dark\.svg$/);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(refused.filter((t) => /Content Security Policy|Refused/i.test(t))).toEqual([]);
});

test("the diagram zooms like the other content images", async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const img = page.locator(".markdown .diagram").getByRole("img");
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveClass(/medium-zoom-image/, { timeout: imageZoom.reattachDelayMs + 3000 });
  await img.click();
  await expect(page.locator(".medium-zoom-overlay")).toHaveCount(1);
});
