import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server tests, benches and ops scripts create their databases on. */
export const adminDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`: `<prefix>_<random>`, or `name`
 * (replacing any database left by an earlier run under that name). `drop()` removes it even
 * while a server still holds connections to it.
 */
export async function createPostgresDatabase(
  options: { adminUrl?: string; prefix?: string; name?: string; template?: string } = {},
): Promise<ScratchDatabase> {
  const adminUrl = options.adminUrl ?? adminDatabaseUrl;
  const name = options.name ?? `${options.prefix ?? "test"}_${randomBytes(6).toString("hex")}`;
  for (const plain of [name, options.template ?? name])
    if (!/^[a-z_][a-z0-9_]*$/.test(plain)) throw new Error(`not a plain database name: ${plain}`);
  const admin = async (sql: string) => {
    await withClient(adminUrl, (client) => client.query(sql));
  };
  if (options.name) await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}${options.template ? ` template ${options.template}` : ""}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return { name, url, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs `work` on a new connection to `url`, closed afterwards whatever happens. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
