import pg from "pg";
import { log } from "../log.server";

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
export function pgListener(url: string) {
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
