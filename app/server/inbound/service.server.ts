import { sql } from "drizzle-orm";
import { config } from "../config.server";
import { database } from "../db/index.server";
import { rowsOf } from "../db/rows.server";
import { type ImapPoller, openImapMailbox, startImapPoller } from "./imap-poller.server";
import { type InboundListener, startInboundListener } from "./smtp-listener.server";

type InboundService = { listener?: InboundListener; poller?: ImapPoller };

// On globalThis for the same reason as the mail worker: Vite reloads modules in development.
const SLOT = Symbol.for("brazos-digital.inbound-service");
const slot = globalThis as { [SLOT]?: InboundService };

/**
 * Starts what receives answers (record 075): the SMTP listener when INBOUND_SMTP_PORT is set,
 * the IMAP poller when INBOUND_IMAP_URL is set; nothing otherwise. A port in use stops the start.
 */
export async function startInbound(): Promise<void> {
  if (slot[SLOT]) return;
  const { INBOUND_SMTP_PORT, INBOUND_SMTP_HOST, INBOUND_MAX_BYTES } = config();
  const { INBOUND_IMAP_URL, INBOUND_IMAP_INTERVAL_MS } = config();
  const service: InboundService = {};
  slot[SLOT] = service;
  const db = database().db;
  if (INBOUND_SMTP_PORT)
    service.listener = await startInboundListener({
      db,
      port: INBOUND_SMTP_PORT,
      host: INBOUND_SMTP_HOST,
      maxBytes: INBOUND_MAX_BYTES,
    });
  const url = INBOUND_IMAP_URL;
  if (url)
    service.poller = startImapPoller({
      db,
      open: () => openImapMailbox(url),
      intervalMs: INBOUND_IMAP_INTERVAL_MS,
      maxBytes: INBOUND_MAX_BYTES,
      alone: unlessPolledElsewhere,
    });
}

/** Any number that no other advisory lock of the app uses. */
const IMAP_POLL_LOCK = 4_201_338;

/**
 * Runs a poll unless another instance is polling the mailbox now (record 075): both would read
 * the same unseen messages, and a refused one would be kept twice. The lock is PostgreSQL's,
 * held by a transaction for the poll and released when it ends, also if the instance dies.
 * PGlite serves one process only, and its one connection must stay free for the poll's writes.
 */
async function unlessPolledElsewhere(poll: () => Promise<void>) {
  const { db, engine } = database();
  if (engine === "pglite") return poll();
  await db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${IMAP_POLL_LOCK}) as got`,
    );
    const [row] = rowsOf<{ got: boolean }>(result);
    if (row?.got) await poll();
  });
}

/** For graceful shutdown: stops taking mail and lets a poll in flight finish. */
export async function stopInbound(): Promise<void> {
  const service = slot[SLOT];
  slot[SLOT] = undefined;
  await Promise.all([service?.listener?.close(), service?.poller?.stop()]);
}
