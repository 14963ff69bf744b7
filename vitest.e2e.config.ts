import { defineConfig } from "vitest/config";

// Real Chromium against the production build served by wrangler on workerd (see tests/e2e/global-setup.ts).
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
