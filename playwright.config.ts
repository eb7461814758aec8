import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./tests/e2e/chromium";
import { CLIPBOARD_SPECS } from "./tests/e2e/clipboardFiles";

const port = Number(process.env.E2E_PORT ?? 9321);
const CLIPBOARD_FILES = CLIPBOARD_SPECS.map((f) => `**/${f}`);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Two workers, one a core. Headless Chromium shares one clipboard between workers, so two copy
  // tests running side by side read each other's text (seen in a clean run): the files that use
  // the clipboard are a project of their own, one worker at a time.
  workers: 2,
  projects: [
    { name: "pages", testIgnore: CLIPBOARD_FILES },
    { name: "clipboard", testMatch: CLIPBOARD_FILES, workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Playwright empties its output folder first: a folder of its own keeps the unit, server and
  // site results that scripts/test-all.mjs wrote earlier in test-results/ for its closing count.
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    locale: "zh-CN",
  },
  webServer: {
    command: `node scripts/serve.mjs ${process.env.E2E_PUBLIC_DIR ?? "public"}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
