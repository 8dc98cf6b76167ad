// Starts the production server for the browser tests on a fresh PostgreSQL database (seeded
// with the sample job postings), so tests can create accounts and sessions directly.
import { execSync } from "node:child_process";
import { createPostgresDatabase } from "../support/databases.ts";

const database = await createPostgresDatabase({
  adminUrl: process.env.E2E_ADMIN_DATABASE_URL,
  name: process.env.E2E_DATABASE_NAME ?? "e2e_site",
});
process.env.DATABASE_URL = database.url;
execSync("npm run --silent db:seed", { stdio: "inherit", env: process.env });
await import("../../host/main.ts");
