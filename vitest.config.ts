import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "host/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/security/**/*.test.ts",
    ],
    environment: "node",
    // Each file migrates a fresh database in beforeAll; on a busy 2-CPU machine PGlite's can take
    // longer than the default 10 s.
    hookTimeout: 60_000,
    // A few tests open a second database of their own (an outage, a second instance), which
    // takes as long as a hook's.
    testTimeout: 30_000,
    // Test output is test results; set LOG_LEVEL=info to see the app's logs while debugging.
    // The tests' calendar hosts listen on 127.0.0.1, which feeds may not use by default; the
    // refusal itself is tested with the switch given as off (busy-feed-fetch.server.test.ts).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", CALENDAR_FEED_ALLOW_PRIVATE: "1" },
  },
});
