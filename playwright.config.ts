import { defineConfig, devices } from "@playwright/test";
import { e2e } from "./tests/e2e/env";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium";

/** Browser tests run Debian's Chromium against the production build. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The longest flows (sign-up to a followed submission, two-factor set-up and sign-in) take
  // 10-17 s on an idle machine and went past the default 30 s on a loaded CI machine.
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: e2e.baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    { name: "mobile", use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 } } },
  ],
  webServer: {
    // A fresh PostgreSQL database for every run (seeded with sample job postings), so tests can
    // create accounts and sessions directly.
    command: `rm -rf ${e2e.dataDir} && node tests/e2e/start-server.ts`,
    url: `${e2e.baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(e2e.port),
      PUBLIC_URL: e2e.baseURL,
      DATA_DIR: e2e.dataDir,
      AUTH_SECRET: e2e.authSecret,
      METRICS_TOKEN: e2e.metricsToken,
      E2E_ADMIN_DATABASE_URL: e2e.adminUrl,
      E2E_DATABASE_NAME: e2e.databaseName,
      // Browser tests fill forms faster than people and send many from one address; the bot
      // check and the rate limit have their own integration tests.
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "10000",
      BOOKING_RATE_LIMIT: "10000",
      // The webhook tests' receiver listens on 127.0.0.1, a private address refused by default.
      WEBHOOK_ALLOW_PRIVATE: "1",
      // So does the booking tests' calendar host.
      CALENDAR_FEED_ALLOW_PRIVATE: "1",
      // Mail about a record carries its reply address; answers come back on this port.
      INBOUND_REPLY_DOMAIN: e2e.inboundDomain,
      INBOUND_SMTP_PORT: String(e2e.inboundPort),
      INBOUND_SMTP_HOST: "127.0.0.1",
      // Test output is test results; set LOG_LEVEL=info to see the server's logs.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    },
  },
});
