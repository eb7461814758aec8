import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // Let the event loop turn between tests, so a file of synchronous tests cannot starve the
    // worker's RPC with the main process (tests/support/yieldBetweenTests.ts says why).
    setupFiles: ["tests/support/yieldBetweenTests.ts"],
    // Several tests run the real tools (Gatsby's Babel loader and query parser, esbuild, webpack,
    // bash): 1.4 to 3.8 s at load 11, past Vitest's 5 s at load 15, where three of them timed out
    // while passing. The limit is for a test that hangs, not for a slow machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
