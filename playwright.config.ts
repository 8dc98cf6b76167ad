import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

/** Browser tests run Debian's Chromium against the production build. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    { name: "mobile", use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 } } },
  ],
  webServer: {
    // A fresh embedded database for every run (seeded with sample job postings).
    command: "rm -rf .e2e-data && node server/main.ts",
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: ".e2e-data",
      // Browser tests fill forms faster than people and send many from one address; the bot
      // check and the rate limit have their own integration tests.
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "10000",
    },
  },
});
