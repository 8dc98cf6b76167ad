import { isNotNull, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { freePort } from "../../../tests/support/ports";
import { startSmtpPeer } from "../../../tests/support/smtp";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { openDatabase } from "../db/client.server";
import { useDatabase } from "../db/index.server";
import { emailOutbox } from "../db/schema.server";
import { log } from "../log.server";
import { enqueueNotice, type OutboxNotice } from "./outbox.server";
import {
  nudgeMailWorker,
  startMailWorker,
  startOutboxWorker,
  stopMailWorker,
} from "./outbox-worker.server";
import { contactNotice, noticeMailbox } from "./templates.server";
import { createMailTransport } from "./transport.server";

const FROM = "Brazos Digital <no-reply@brazosdigital.com>";

function contact(name: string): OutboxNotice {
  const notice = contactNotice({ name, email: "a@example.com", message: "Hi", registered: false });
  return { kind: "contact", to: noticeMailbox("contacts"), ...notice };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((done) => setTimeout(done, 10));
  }
}

describe(`mail worker (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  const dataDir = temporaryDirectoryForThisFile("mail-worker-");
  beforeEach(() => database.db.delete(emailOutbox));

  it("delivers soon after a nudge, long before its next tick", async () => {
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: FROM });
    const worker = startOutboxWorker({ db: database.db, transport, intervalMs: 60_000 });
    try {
      await enqueueNotice(database.db, contact("Ana"));
      worker.nudge();
      await until(() => peer.received.length === 1);
      await enqueueNotice(database.db, contact("Ben"));
      worker.nudge();
      await until(() => peer.received.length === 2);
    } finally {
      await worker.stop();
      transport.close();
      await peer.close();
    }
    expect(peer.received.map((mail) => mail.subject)).toEqual([
      "New contact message from Ana",
      "New contact message from Ben",
    ]);
  });

  it("stop() waits for the batch being sent", async () => {
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir, from: FROM });
    for (const name of ["Ana", "Ben", "Cy", "Dee"]) await enqueueNotice(database.db, contact(name));
    const worker = startOutboxWorker({ db: database.db, transport, batchSize: 2 });
    await until(() => peer.received.length >= 1);
    await worker.stop();
    // Nothing may be left half-done: every claimed row is either sent or released.
    const leased = await database.db
      .select()
      .from(emailOutbox)
      .where(isNotNull(emailOutbox.lockedUntil));
    expect(leased).toHaveLength(0);
    const sent = await database.db.select().from(emailOutbox).where(isNotNull(emailOutbox.sentAt));
    expect(sent.length).toBe(peer.received.length);
    transport.close();
    await peer.close();
  });

  it("logs a failing run and keeps the process alive", async () => {
    // A database server that is down makes every run fail.
    const broken = openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/down` });
    const transport = createMailTransport({ dataDir, from: FROM });
    const logged = vi.spyOn(log(), "error").mockImplementation(() => {});
    const worker = startOutboxWorker({ db: broken.db, transport, intervalMs: 20 });
    try {
      await until(() => logged.mock.calls.length >= 2);
      worker.nudge();
      expect(logged.mock.calls[0]?.[1]).toBe("mail outbox worker failed");
    } finally {
      await worker.stop();
      logged.mockRestore();
      transport.close();
      await broken.close();
    }
  });

  it("wires the process-wide worker from configuration", async () => {
    nudgeMailWorker(); // no worker yet: must be harmless
    const peer = await startSmtpPeer();
    const saved = { SMTP_URL: process.env.SMTP_URL, DATA_DIR: process.env.DATA_DIR };
    process.env.SMTP_URL = peer.url;
    process.env.DATA_DIR = dataDir;
    useDatabase(database);
    try {
      const worker = startMailWorker();
      expect(startMailWorker()).toBe(worker);
      await enqueueNotice(database.db, contact("Ana"));
      nudgeMailWorker();
      await until(() => peer.received.length === 1);
      await until(
        async () =>
          (await database.db.select().from(emailOutbox).where(isNull(emailOutbox.sentAt)))
            .length === 0,
      );
    } finally {
      await stopMailWorker();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await peer.close();
    }
    nudgeMailWorker();
  });
});
