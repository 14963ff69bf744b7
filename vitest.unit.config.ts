import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // Plain functions over modules without state, so files share one module graph instead of each
    // loading the messages, zod and the catalogue again (docs/testing.md). A test that changes the
    // message locale or spies on the console puts it back after itself.
    isolate: false,
  },
});
