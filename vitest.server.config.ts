import { defineConfig } from "vitest/config";

/** Tests of scripts/serve.mjs: each file starts the real server on a temporary site (no build needed). */
export default defineConfig({
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    // Let the event loop turn between tests, so a file of synchronous tests cannot starve the
    // worker's RPC with the main process (tests/support/yieldBetweenTests.ts says why).
    setupFiles: ["tests/support/yieldBetweenTests.ts"],
    // One server at a time: the load test measures file descriptors and memory.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
