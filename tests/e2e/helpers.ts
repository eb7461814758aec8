import { expect, type Page } from "@playwright/test";

/** Opens a path and waits until React has hydrated (handlers are live). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(encodeURI(path));
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
}

/**
 * Holds every request matching `url` until the returned function is called, then lets them
 * through: a slow network, as slow as the test needs, however fast or slow the machine is.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Collects console errors and failed same-origin requests; call `check()` at the end. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return {
    errors,
    check: () => expect(errors, "console errors").toEqual([]),
  };
}

/**
 * Opens a path with the page's timers under Playwright's fake clock, then stops time.
 * From then on the page's setTimeout fires only when the test advances the clock, so
 * "faster than 200 ms" and "slower than 200 ms" mean the same on a loaded CI machine.
 */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, path);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
