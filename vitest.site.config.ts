import { defineConfig } from "vitest/config";

/** Checks that read the built site in public/ (run after `gatsby build`). */
export default defineConfig({
  test: {
    include: ["tests/site/**/*.test.ts"],
    environment: "node",
  },
});
