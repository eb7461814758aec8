import { test as base, expect } from "@playwright/test";

/** The analytics library is replaced by an empty script: the page's gtag() calls stay in window.dataLayer. */
export const GTAG_STUB = "/* analytics stub for tests */";

/**
 * Every page of the test build loads the analytics tag (fake id). No request may leave the
 * machine, so the tag is answered by a local stub.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: GTAG_STUB }));
    await use(page);
  },
});

export { expect };
