import { adminDatabaseUrl } from "../support/databases";

/** Settings shared by the browser tests and the server they start. */
const port = Number(process.env.E2E_PORT ?? 3100);
const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? adminDatabaseUrl;
const databaseName = process.env.E2E_DATABASE_NAME ?? `e2e_site_${port}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;

export const e2e = {
  port,
  baseURL: `http://localhost:${port}`,
  adminUrl,
  databaseName,
  databaseUrl: databaseUrl.toString(),
  dataDir: ".e2e-data",
  authSecret: "e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz",
  /** Opens /metrics (record 104). */
  metricsToken: "e2e-only-metrics-token-0123456789",
  /** Answers by e-mail come back through the server's inbound SMTP listener (record 075). */
  inboundDomain: "reply.e2e.test",
  inboundPort: port + 20_000,
};
