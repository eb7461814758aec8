import { expect, type Page } from "@playwright/test";

/** Opens a path and waits until React has hydrated (handlers are live). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(encodeURI(path));
  await page.waitForFunction(() => document.body.dataset.hydrated === "true");
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
