/**
 * The spec files whose tests read or write the clipboard (copy buttons). Headless Chromium shares
 * one clipboard between Playwright's workers, so playwright.config.ts runs these one at a time;
 * tests/unit/clipboardFiles.test.ts fails when a spec that uses the clipboard is not listed.
 */
export const CLIPBOARD_SPECS = ["content.spec.ts", "machine.spec.ts", "panel.spec.ts", "writers.spec.ts"];
