import { Readable } from "node:stream";
import { ImapFlow } from "imapflow";
import type { Db } from "../db/client.server";
import { log } from "../log.server";
import { receiveMail } from "./receive.server";
import type { RawMessage } from "./spool.server";

/** One polled mailbox, as the poller needs it (imapflow below; tests pass their own). */
export type PolledMailbox = {
  /** Unseen messages' UIDs and sizes, oldest first. */
  unseen(): Promise<{ uid: number; size: number }[]>;
  source(uid: number): Promise<Buffer | null>;
  markSeen(uid: number): Promise<void>;
  close(): Promise<void>;
};

const tooLarge = (size: number): RawMessage => ({
  size,
  sha256: "",
  read: () => Readable.from([]),
});

/**
 * Files every unseen message of the mailbox (record 075) and marks it seen once it is filed or
 * refused, one at a time, in the slots it shares with the SMTP listener (record 092). A message
 * that could not be filed (the database is down) stays unseen and is tried at
 * the next poll; one filed but not yet marked seen is filed again harmlessly (unique per record).
 */
export async function pollMailbox(db: Db, mailbox: PolledMailbox, maxBytes: number) {
  let filed = 0;
  let refused = 0;
  for (const { uid, size } of await mailbox.unseen()) {
    // An oversize message is refused by its size alone, never fetched into memory.
    const raw = size > maxBytes ? tooLarge(size) : await mailbox.source(uid);
    if (!raw) continue;
    const result = await receiveMail(db, raw, { via: "imap", maxBytes });
    if ("refused" in result) refused++;
    else filed++;
    await mailbox.markSeen(uid);
  }
  return { filed, refused };
}

/** Opens the mailbox of an imap(s):// URL with imapflow; the URL's path names it (INBOX). */
export async function openImapMailbox(url: string): Promise<PolledMailbox> {
  const parsed = new URL(url);
  const client = new ImapFlow({
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === "imaps:" ? 993 : 143),
    secure: parsed.protocol === "imaps:",
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  await client.connect();
  const lock = await client.getMailboxLock(decodeURIComponent(parsed.pathname.slice(1)) || "INBOX");
  return {
    async unseen() {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      const found: { uid: number; size: number }[] = [];
      if (uids.length === 0) return found;
      for await (const message of client.fetch(uids.slice(0, 200), { size: true }, { uid: true }))
        found.push({ uid: message.uid, size: message.size ?? 0 });
      return found.sort((a, b) => a.uid - b.uid);
    },
    async source(uid) {
      const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
      return message ? (message.source ?? null) : null;
    },
    async markSeen(uid) {
      await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
    },
    async close() {
      lock.release();
      await client.logout().catch(() => client.close());
    },
  };
}

export type ImapPoller = { stop(): Promise<void> };

/**
 * Polls every `intervalMs`, one poll at a time; timers never keep the process alive. `alone`
 * runs a poll unless another instance is polling the same mailbox (then this turn is skipped).
 */
export function startImapPoller(options: {
  db: Db;
  open: () => Promise<PolledMailbox>;
  intervalMs: number;
  maxBytes: number;
  alone?: (poll: () => Promise<void>) => Promise<void>;
}): ImapPoller {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  async function pollOnce() {
    let mailbox: PolledMailbox | undefined;
    try {
      mailbox = await options.open();
      const counts = await pollMailbox(options.db, mailbox, options.maxBytes);
      if (counts.filed + counts.refused) log().info(counts, "polled the replies mailbox");
    } catch (error) {
      log().warn({ err: error }, "polling the replies mailbox failed; will retry");
    } finally {
      await mailbox?.close().catch(() => undefined);
    }
  }
  const poll = () => (options.alone ? options.alone(pollOnce) : pollOnce());
  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      inFlight = poll();
      await inFlight;
      inFlight = undefined;
      schedule(options.intervalMs);
    }, delayMs);
    timer.unref();
  }
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
