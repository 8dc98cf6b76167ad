// The LISTEN connection (live lists, page changes from other instances) comes back after
// PostgreSQL drops it: /readyz is not ready meanwhile, open live streams end so browsers connect
// again, and every page counts as changed once it is back. On a throw-away PostgreSQL of the
// test's own (tests/support/pg-cluster.ts), whichever engine the suite runs on: the shared
// server is never stopped. docs/decisions/067-listener-reconnect.md
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERY_PAGE, onPublicPageChanged } from "../../app/server/content/public-content.server";
import { type Database, openDatabase } from "../../app/server/db/client.server";
import { useDatabase } from "../../app/server/db/index.server";
import { databaseReady } from "../../app/server/db/readiness.server";
import { leadEventStream } from "../../app/server/live/event-stream.server";
import { resetLeadEvents } from "../../app/server/live/lead-events.server";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases";
import { type PgCluster, startPgCluster } from "../support/pg-cluster";

const admin = { id: "a", email: "a@example.com", name: "A", role: "admin" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (generously) until `check` holds; returns how long that took, or fails. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await sleep(100);
  }
  throw new Error(`not within ${ms / 1000} s: ${what}`);
}

/** An /admin/events stream as an admin's browser opens it, read in the background. */
async function openStream() {
  const abort = new AbortController();
  const request = new Request("http://x/admin/events", {
    headers: { Accept: "text/event-stream" },
    signal: abort.signal,
  });
  const response = await leadEventStream(request, admin);
  const state = { text: "", ended: false };
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const reading = (async () => {
    while (reader) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      state.text += decoder.decode(chunk.value);
    }
    state.ended = true;
  })();
  return { state, close: () => abort.abort(), reading };
}

describe("the PostgreSQL listener after a drop", () => {
  let cluster: PgCluster;
  let scratch: ScratchDatabase;
  let database: Database;
  const pagesChanged: string[] = [];

  /** NOTIFY from another connection, as another instance announces a lead. */
  const announceElsewhere = async (kind: string) => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query("select pg_notify('lead_arrived', $1)", [kind]);
    } finally {
      await client.end();
    }
  };
  const asAdmin = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  /** After the listener is back: a new stream hears a lead another instance announces. */
  const liveEventsWork = async () => {
    const stream = await openStream();
    try {
      expect(stream.state.ended).toBe(false);
      await until("the stream opens", () => stream.state.text.includes(": open"), 10_000);
      await announceElsewhere("quotes");
      await until(
        "the lead is announced",
        () => stream.state.text.includes("data: quotes"),
        10_000,
      );
    } finally {
      stream.close();
      await stream.reading;
    }
  };

  beforeAll(async () => {
    cluster = await startPgCluster();
    scratch = await createPostgresDatabase({ adminUrl: cluster.url });
    database = openDatabase({ url: scratch.url });
    await database.migrate();
    useDatabase(database);
    resetLeadEvents();
    await onPublicPageChanged((path) => pagesChanged.push(path));
  }, 120_000);

  afterAll(async () => {
    resetLeadEvents();
    await database?.close();
    await cluster?.destroy();
  });

  it("is not ready, ends live streams, and recovers when only the listener's connection is cut", async () => {
    expect(await databaseReady()).toBe(true);
    await liveEventsWork();
    const open = await openStream();
    await until("the stream opens", () => open.state.text.includes(": open"), 10_000);

    // The listener cannot connect again until allowed, while the pool's connections still work.
    await asAdmin(`alter database ${scratch.name} allow_connections false`);
    const cut = await asAdmin(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'",
      [scratch.name],
    );
    expect(cut).toHaveLength(1);
    await until("the open stream ends", () => open.state.ended, 10_000);
    await until("/readyz says not ready", async () => !(await databaseReady()), 10_000);
    // A new stream is refused at once (the browser tries again after `retry`).
    const refused = await openStream();
    await refused.reading;
    expect(refused.state.text).toBe("retry: 2000\n\n");
    // Still not ready a while later: the database answers, but this instance hears nothing.
    await sleep(1_500);
    expect(await databaseReady()).toBe(false);

    pagesChanged.length = 0;
    await asAdmin(`alter database ${scratch.name} allow_connections true`);
    await until("/readyz says ready again", () => databaseReady(), 30_000);
    expect(pagesChanged).toContain(EVERY_PAGE);
    await liveEventsWork();
  }, 90_000);

  it("comes back after PostgreSQL is stopped for 5 s and started again", async () => {
    const open = await openStream();
    await until("the stream opens", () => open.state.text.includes(": open"), 10_000);
    pagesChanged.length = 0;

    await cluster.stop();
    await until("the open stream ends", () => open.state.ended, 10_000);
    expect(await databaseReady()).toBe(false);
    await sleep(5_000);
    await cluster.start();

    // Generous waits only: how fast it recovers is measured by npm run fault:postgres (067).
    await until("/readyz says ready again", () => databaseReady(), 30_000);
    expect(pagesChanged).toContain(EVERY_PAGE);
    await liveEventsWork();
  }, 90_000);
});
