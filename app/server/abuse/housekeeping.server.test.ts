import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { idempotencyKeys, rateLimits } from "../db/schema.server";
import { createMailTransport } from "../mail/transport.server";
import { startScheduledWorker } from "../scheduler/scheduler.server";
import { pruneExpiredRecords } from "./housekeeping.server";

const HOUR = 3_600_000;

describe(`housekeeping (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(idempotencyKeys);
    // Two days old and one minute old of each kind.
    await database.db.execute(sql`
      insert into rate_limits (key, window_start, count) values
        ('quote:old', now() - interval '2 days', 3), ('quote:new', now() - interval '1 minute', 1)`);
    await database.db.execute(sql`
      insert into idempotency_keys (key, response, created_at) values
        ('old', '{}', now() - interval '2 days'), ('new', '{}', now() - interval '1 minute')`);
  });

  const left = async () => ({
    limits: (await database.db.select().from(rateLimits))
      .map((row) => row.key)
      // The worker's own turns (housekeeping, the daily retention run) are rate limits of one.
      .filter((key) => !key.startsWith("housekeeping:") && !key.startsWith("privacy:"))
      .sort(),
    keys: (await database.db.select().from(idempotencyKeys)).map((row) => row.key),
  });

  it("deletes what expired and keeps what is recent", async () => {
    expect(await pruneExpiredRecords(database.db)).toBe(true);
    expect(await left()).toEqual({ limits: ["quote:new"], keys: ["new"] });
  });

  it("prunes once per hour across instances, whoever asks first", async () => {
    const now = new Date();
    // Two instances asking at the same moment: exactly one gets the turn.
    const turns = await Promise.all([
      pruneExpiredRecords(database.db, now),
      pruneExpiredRecords(database.db, now),
    ]);
    expect(turns.filter(Boolean)).toHaveLength(1);
    expect(await pruneExpiredRecords(database.db, now)).toBe(false);
    expect(await pruneExpiredRecords(database.db, new Date(now.getTime() + HOUR))).toBe(true);
  });

  it("runs from the mail worker's loop", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "housekeeping-"));
    const transport = createMailTransport({ dataDir, from: "Test <t@example.com>" });
    const worker = startScheduledWorker({ db: database.db, transport, intervalMs: 20 });
    try {
      const deadline = Date.now() + 5000;
      while ((await left()).keys.length > 1 && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 20));
    } finally {
      await worker.stop();
      transport.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(await left()).toEqual({ limits: ["quote:new"], keys: ["new"] });
  });
});
