// The Content-Security-Policy allows the site's own inline scripts by their hashes and nothing
// else inline: a script or an event handler that content or an attacker slips into a page does
// not run, while the head scripts and Gatsby's inline loader still do on every kind of page.
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { templateRoutes } from "./routes";

/** One page per template (non-ASCII paths among them); the 404 page has its own test. */
const ROUTES = templateRoutes;

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  return violations;
}

const scriptSrc = (policy: string | undefined) =>
  (policy ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";

test("script-src allows no inline script by a blanket 'unsafe-inline', only by hash", async ({ page }) => {
  for (const route of ["/", "/docs/cli", "/blog/tags/教程", "/no-such-page"]) {
    const res = await page.request.get(encodeURI(route));
    const directive = scriptSrc(res.headers()["content-security-policy"]);
    expect(directive, route).toMatch(/^script-src 'self'/);
    expect(directive, route).not.toContain("'unsafe-inline'");
    expect(directive, route).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
  }
});

test("the site's own inline scripts run on every kind of page, with no violation", async ({ page }) => {
  const violations = watchViolations(page);
  for (const route of ROUTES) {
    await gotoHydrated(page, route);
    // Set by the no-flash head script and by Gatsby's inline loader respectively.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-js")), route).toBe(true);
    expect(await page.evaluate(() => typeof (window as unknown as { pagePath?: string }).pagePath), route).toBe(
      "string",
    );
  }
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-js"))).toBe(true);
  expect(violations).toEqual([]);
});

test("an injected inline script and an inline event handler are blocked", async ({ page }) => {
  await gotoHydrated(page, "/docs/cli/script/run");
  const outcome = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean; __injectedHandler?: boolean };
    const reported: string[] = [];
    document.addEventListener("securitypolicyviolation", (e) => reported.push(e.effectiveDirective));
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    const holder = document.createElement("div");
    holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__injectedHandler = true">';
    document.body.append(holder);
    await new Promise((r) => setTimeout(r, 500));
    return { script: w.__injected ?? false, handler: w.__injectedHandler ?? false, reported };
  });
  expect(outcome.script).toBe(false);
  expect(outcome.handler).toBe(false);
  expect(outcome.reported).toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr"]));
});
