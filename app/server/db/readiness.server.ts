import { sql } from "drizzle-orm";
import { database } from "./index.server";

/**
 * The database side of /readyz: it answers `select 1` within `timeoutMs`, and, on PostgreSQL,
 * the connection that hears other instances' messages (page changes, new leads) is up. Without
 * it this instance would serve pages another instance has changed and live lists that never
 * move, so it is not ready until that connection is back (docs/decisions/067-listener-reconnect.md).
 */
export async function databaseReady(timeoutMs = 2000): Promise<boolean> {
  const current = database();
  if (!current.listening()) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      timer.unref?.();
    });
    await Promise.race([current.db.execute(sql`select 1`), timeout]);
    return current.listening();
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
