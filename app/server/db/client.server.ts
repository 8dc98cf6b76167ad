import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
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
import { pgListener } from "./listener.server";
import { archivePglite } from "./pglite-archive.server";
import { pgliteStartParams } from "./pglite-settings.server";
import * as schema from "./schema.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /** This open created a new embedded database (a new data directory, or in memory). */
  created: boolean;
  /** Applies the migrations of drizzle/ (or of `folder`: tests migrate to an earlier point). */
  migrate: (folder?: string) => Promise<void>;
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
  /** PostgreSQL's connection pool: open, idle and queries waiting for one (/metrics). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /**
   * Writes the embedded database's files to `file` as a gzipped tarball, taken live: queries
   * wait meanwhile, so the copy is consistent (backups, record 104).
   */
  archiveTo?: (file: string) => Promise<void>;
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
 * Without a data directory (in memory), `template` must exist.
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
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: listener.listen,
      listening: listener.listening,
      onListeningChange: listener.onChange,
      notify: async (channel, payload) => {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
      migrate: async (folder = migrationsFolder) => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
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
    // An in-memory database (the tests') starts from the template's bytes, skipping initdb.
    ...(!dataPath && options.template
      ? { loadDataDir: new Blob([readFileSync(options.template)]) }
      : {}),
  });
  const db = drizzlePglite(client, { schema });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    db: db as unknown as Db,
    engine: "pglite",
    created,
    archiveTo: (file) => archivePglite(client, dataPath, file),
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
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/**
 * Unpacks the template into `dataPath` as a stream, beside it first and then renamed into place,
 * so a crash midway leaves no half data directory. PGlite's own `loadDataDir` holds the whole
 * tarball and its unpacked files in memory at once, and glibc kept ~70 MB of that resident for
 * the life of the process (docs/decisions/055-template-unpacked-as-a-stream.md).
 */
export function unpackTemplate(template: string, dataPath: string) {
  const unpacking = `${dataPath}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking);
  // The tarball's entries are rooted at "/" (PGlite's dumpDataDir); tar strips the slash.
  extract({ file: template, cwd: unpacking, sync: true, onwarn: () => {} });
  rmSync(dataPath, { recursive: true, force: true });
  renameSync(unpacking, dataPath);
}
