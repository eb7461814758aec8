import { test as base, expect } from "@playwright/test";
import { ANALYTICS_STUBS } from "./analyticsStubs";

/**
 * Every page of the test build loads the analytics providers' scripts (fake ids and hosts). No
 * request may leave the machine, so each is answered by a local stub (tests/e2e/analyticsStubs.ts).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    for (const stub of ANALYTICS_STUBS)
      await page.route(stub.url, (route) =>
        route.fulfill({ status: 200, contentType: "application/javascript", body: stub.body }),
      );
    await use(page);
  },
});

export { expect };
