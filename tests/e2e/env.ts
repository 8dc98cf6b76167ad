import { adminDatabaseUrl } from "../support/databases";

/** Settings shared by the browser tests and the server they start. */
const port = Number(process.env.E2E_PORT ?? 3100);
const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? adminDatabaseUrl;
const databaseName = process.env.E2E_DATABASE_NAME ?? `e2e_site_${port}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;

const authSecret = "e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz";
// Tests that sign what the server checks (a bounce's return path) call the app's own signing in
// the test process; its configuration is read once, by whichever test asks first, so the secret
// is set here, before any test runs.
process.env.AUTH_SECRET ??= authSecret;

export const e2e = {
  port,
  baseURL: `http://localhost:${port}`,
  adminUrl,
  databaseName,
  databaseUrl: databaseUrl.toString(),
  dataDir: ".e2e-data",
  authSecret,
  /** Opens /metrics (record 104). */
  metricsToken: "e2e-only-metrics-token-0123456789",
  /** Answers by e-mail come back through the server's inbound SMTP listener (record 075). */
  inboundDomain: "reply.e2e.test",
  inboundPort: port + 20_000,
};
