import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "host/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Test output is test results; set LOG_LEVEL=info to see the app's logs while debugging.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
});
