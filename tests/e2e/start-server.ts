// Starts the production server for the browser tests on a fresh PostgreSQL database (seeded
// with the sample job postings), so tests can create accounts and sessions directly. Its mail
// goes to a real SMTP peer, which writes each message under DATA_DIR/smtp-peer (mailbox.ts).
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createPostgresDatabase } from "../support/databases.ts";
import { startSmtpPeer } from "../support/smtp.ts";

const database = await createPostgresDatabase({
  adminUrl: process.env.E2E_ADMIN_DATABASE_URL,
  name: process.env.E2E_DATABASE_NAME ?? "e2e_site",
});
process.env.DATABASE_URL = database.url;
execSync("npm run --silent db:seed", { stdio: "inherit", env: process.env });
const inbox = join(process.env.DATA_DIR ?? ".e2e-data", "smtp-peer");
mkdirSync(inbox, { recursive: true });
let received = 0;
const peer = await startSmtpPeer({
  onMessage: (raw) => writeFileSync(join(inbox, `${Date.now()}-${++received}.eml`), raw),
});
process.env.SMTP_URL = peer.url;
await import("../../host/main.ts");
