import { defineConfig } from "vitest/config";

/** Checks that read the built site in public/ (run after `gatsby build`). */
export default defineConfig({
  test: {
    include: ["tests/site/**/*.test.ts"],
    environment: "node",
    // Let the event loop turn between tests, so a file of synchronous tests cannot starve the
    // worker's RPC with the main process (tests/support/yieldBetweenTests.ts says why).
    setupFiles: ["tests/support/yieldBetweenTests.ts"],
    // Each check reads thousands of built files: seconds on a busy machine, not the default 5.
    testTimeout: 60_000,
  },
});
