import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { extract } from "tar";
import { log } from "../log.server";
import { pgliteStartParams } from "./pglite-settings.server";
import * as schema from "./schema.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /** This open created a new embedded database (a new data directory, or in memory). */
  created: boolean;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Cross-instance messages (PostgreSQL LISTEN/NOTIFY); within one process on PGlite. Resolves
   * once the channel is listened to; rejects (and forgets `onMessage`) when it cannot be now.
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<void>;
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * Whether messages from other instances arrive: false while PostgreSQL's listening connection
   * is down and being reconnected (always true on PGlite, and before anything listens).
   */
  listening: () => boolean;
  /**
   * Calls `onChange(false)` when the listening connection drops and `onChange(true)` when it is
   * back and listening again: messages sent in between were missed. Returns an unsubscribe.
   */
  onListeningChange: (onChange: (up: boolean) => void) => () => void;
};

/**
 * Extensions every embedded database loads: the migrations create pg_trgm for the dashboard's
 * search indexes (drizzle/0005), so each PGlite that opens a data directory needs it.
 */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = resolve(process.cwd(), "drizzle");
/** A new, migrated embedded database, written by `npm run build` (scripts/pglite-template.ts). */
export const pgliteTemplate = resolve(process.cwd(), "build/pglite-template.tar.gz");
/** Several instances may start at once; only one applies migrations at a time. */
const MIGRATION_LOCK = 4_201_337;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir` (or in memory).
 * A new data directory starts from `template` when that file exists: loading it is faster than
 * PostgreSQL's initdb, which was most of a first start (docs/decisions/034-pglite-template.md).
 */
export function openDatabase(options: {
  url?: string;
  dataDir?: string;
  template?: string;
}): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on("error", (err) => log().error({ err }, "PostgreSQL pool error"));
    // A connection in use (say, mid-transaction) that PostgreSQL ends must fail its query, not
    // the process: pg-pool only listens for errors on idle connections.
    pool.on("connect", (client) => {
      client.on("error", (err) => log().error({ err }, "PostgreSQL connection lost"));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listener = pgListener(options.url);
    return {
      db,
      engine: "postgres",
      created: false,
      listen: listener.listen,
      listening: listener.listening,
      onListeningChange: listener.onChange,
      notify: async (channel, payload) => {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = resolve(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
  }
  const created = !dataPath || !existsSync(join(dataPath, "PG_VERSION"));
  if (created && dataPath && options.template && existsSync(options.template)) {
    unpackTemplate(options.template, dataPath);
  }
  const client = new PGlite({
    startParams: pgliteStartParams(),
    dataDir: dataPath,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    db: db as unknown as Db,
    engine: "pglite",
    created,
    // One process owns an embedded database, so messages stay in the process.
    listen: async (channel, onMessage) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(onMessage);
      listeners.set(channel, set);
    },
    notify: async (channel, payload) => {
      for (const onMessage of listeners.get(channel) ?? []) onMessage(payload);
    },
    listening: () => true,
    onListeningChange: () => () => {},
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** First wait before connecting the listener again; doubled per failure up to the maximum. */
export const LISTEN_RETRY_MIN_MS = 250;
export const LISTEN_RETRY_MAX_MS = 2_000;

/**
 * One dedicated PostgreSQL connection that LISTENs to every channel asked for, for the life of
 * the process. When it drops (PostgreSQL restarted, the backend terminated, the network gone)
 * it connects again, 250 ms after the drop and then doubling up to 2 s, with some jitter so
 * instances do not knock at once, and LISTENs to every channel again. Subscribers hear the
 * drop and the return (`onChange`): what was notified in between is lost, so they drop what
 * notifications keep fresh (docs/decisions/067-listener-reconnect.md).
 */
function pgListener(url: string) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const watchers = new Set<(up: boolean) => void>();
  let client: pg.Client | undefined;
  /** The connection attempt under way (connect, then LISTEN to every channel). */
  let attempt: Promise<void> | undefined;
  let up = false;
  let wasUp = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = LISTEN_RETRY_MIN_MS;
  let closed = false;

  const tell = (state: boolean) => {
    for (const watcher of watchers) {
      try {
        watcher(state);
      } catch (err) {
        log().error({ err }, "a listener-state subscriber failed");
      }
    }
  };

  /** `c` is no longer usable: forget it, say so, and try again later while anyone listens. */
  const lost = (c: pg.Client, err?: unknown) => {
    if (c !== client) return;
    client = undefined;
    c.end().catch(() => {});
    if (closed) return;
    if (up) {
      up = false;
      log().warn({ err }, "PostgreSQL listener lost: reconnecting");
      tell(false);
    }
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (retry || closed || channels.size === 0) return;
    const wait = delay * (0.8 + Math.random() * 0.4);
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
    retry = setTimeout(() => {
      retry = undefined;
      if (closed || channels.size === 0 || up) return;
      // An attempt still under way schedules the next one itself if it fails.
      if (attempt) attempt.catch(() => scheduleRetry());
      else connect().catch(() => {});
    }, wait);
    retry.unref?.();
  };

  const connect = (): Promise<void> => {
    attempt ??= (async () => {
      const c = new pg.Client({
        connectionString: url,
        keepAlive: true,
        connectionTimeoutMillis: 5_000,
      });
      client = c;
      c.on("error", (err) => {
        log().error({ err }, "PostgreSQL listener error");
        lost(c, err);
      });
      c.on("end", () => lost(c));
      c.on("notification", (message) => {
        if (!message.payload) return;
        for (const onMessage of channels.get(message.channel) ?? []) onMessage(message.payload);
      });
      try {
        await c.connect();
        // Channels added meanwhile are seen too: a Map's iteration includes keys added to it.
        for (const channel of channels.keys()) {
          await c.query(`listen ${pg.escapeIdentifier(channel)}`);
        }
      } catch (err) {
        lost(c, err);
        throw err;
      }
      if (c !== client || closed) throw new Error("PostgreSQL listener closed");
      up = true;
      delay = LISTEN_RETRY_MIN_MS;
      if (wasUp) {
        log().info("PostgreSQL listener back: listening again");
        tell(true);
      }
      wasUp = true;
    })().finally(() => {
      attempt = undefined;
    });
    return attempt;
  };

  return {
    listen: async (channel: string, onMessage: (payload: string) => void) => {
      if (closed) throw new Error("the database is closed");
      const known = channels.has(channel);
      const set = channels.get(channel) ?? new Set();
      set.add(onMessage);
      channels.set(channel, set);
      const forget = () => {
        set.delete(onMessage);
        if (set.size === 0 && channels.get(channel) === set) channels.delete(channel);
      };
      try {
        if (up && client) {
          if (!known) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        } else if (attempt || !wasUp) {
          await connect();
        } else {
          throw new Error("not listening: the connection to PostgreSQL is down");
        }
      } catch (err) {
        forget();
        throw err;
      }
    },
    listening: () => up || channels.size === 0,
    onChange: (onChange: (up: boolean) => void) => {
      watchers.add(onChange);
      return () => {
        watchers.delete(onChange);
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
      const c = client;
      client = undefined;
      up = false;
      await attempt?.catch(() => {});
      await c?.end().catch(() => {});
    },
  };
}

/**
 * Unpacks the template into `dataPath` as a stream, beside it first and then renamed into place,
 * so a crash midway leaves no half data directory. PGlite's own `loadDataDir` holds the whole
 * tarball and its unpacked files in memory at once, and glibc kept ~70 MB of that resident for
 * the life of the process (docs/decisions/055-template-unpacked-as-a-stream.md).
 */
function unpackTemplate(template: string, dataPath: string) {
  const unpacking = `${dataPath}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking);
  // The tarball's entries are rooted at "/" (PGlite's dumpDataDir); tar strips the slash.
  extract({ file: template, cwd: unpacking, sync: true, onwarn: () => {} });
  rmSync(dataPath, { recursive: true, force: true });
  renameSync(unpacking, dataPath);
}
