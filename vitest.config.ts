import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // Let the event loop turn between tests, so a file of synchronous tests cannot starve the
    // worker's RPC with the main process (tests/support/yieldBetweenTests.ts says why).
    setupFiles: ["tests/support/yieldBetweenTests.ts"],
  },
});
