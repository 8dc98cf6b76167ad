import { sql } from "drizzle-orm";
import { site } from "~/content/site";
import { zonedParts } from "~/lib/zoned-time";
import { isStaff } from "../auth/permissions.server";
import { getSessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { database } from "../db/index.server";
import { log } from "../log.server";
import { type Answer, type PageView, pageViewOf } from "./page-view.server";
import { saltOf, visitorKey } from "./visitor-key.server";

/**
 * Page views wait in memory and are written in batches every FLUSH_MS, so counting never
 * delays an answer; a `kill -9` loses at most that many seconds of counts (record 072). Each
 * instance writes only what it answered, so two instances never count one view twice.
 */
const FLUSH_MS = 2_000;
/** Beyond this many waiting views (the database is down), new ones are dropped, not queued. */
const MAX_WAITING = 20_000;
const INSERT_CHUNK = 1_000;

export type PageViewRecorder = {
  add(view: PageView): void;
  /** Writes what is waiting; resolves with how many views were written. */
  flush(): Promise<number>;
  stop(): Promise<void>;
};

export function createPageViewRecorder(db: Db, flushMs = FLUSH_MS): PageViewRecorder {
  let waiting: PageView[] = [];
  let writing: Promise<number> = Promise.resolve(0);
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  function flush(): Promise<number> {
    // One write at a time: the next one starts when the one in progress is done.
    writing = writing.then(async () => {
      const batch = waiting;
      waiting = [];
      if (batch.length === 0) return 0;
      try {
        return await writeViews(db, batch);
      } catch (error) {
        log().error({ err: error, views: batch.length }, "writing page views failed");
        return 0;
      }
    });
    return writing;
  }

  return {
    add(view) {
      if (waiting.length < MAX_WAITING) waiting.push(view);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

const dayOf = (at: Date) => zonedParts(at, site.timeZone).date;

type EventRow = {
  at: string;
  day: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
  visitor_key: string | null;
  views: number;
};

/**
 * Writes a batch: identical views (same visitor, day, page, source and device, a reload or a
 * flood from one client) become one row with their count, and the rows go in as one JSON
 * parameter per chunk, so a busy second costs the database a few statements, not a row each.
 */
async function writeViews(db: Db, views: PageView[]): Promise<number> {
  const today = dayOf(new Date());
  const salts = new Map<string, string | null>();
  const rows = new Map<string, EventRow>();
  for (const view of views) {
    const day = dayOf(view.at);
    if (!salts.has(day)) salts.set(day, await saltOf(db, day, today));
    const salt = salts.get(day);
    // A view whose day's salt is gone (written after midnight's clean-up) keeps no key.
    const key = salt && view.visitorInput ? visitorKey(salt, view.visitorInput) : null;
    const { path, referrerHost, utmSource, utmMedium, utmCampaign, device } = view;
    const identity = JSON.stringify([
      key,
      day,
      path,
      referrerHost,
      utmSource,
      utmMedium,
      utmCampaign,
      device,
    ]);
    const same = rows.get(identity);
    if (same) {
      same.views += 1;
      continue;
    }
    rows.set(identity, {
      at: view.at.toISOString(),
      day,
      path,
      referrer_host: referrerHost,
      utm_source: utmSource,
      utm_medium: utmMedium,
      utm_campaign: utmCampaign,
      device,
      visitor_key: key,
      views: 1,
    });
  }
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += INSERT_CHUNK) {
    const chunk = JSON.stringify(all.slice(i, i + INSERT_CHUNK));
    await db.execute(sql`
      insert into analytics_events
        (at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor_key, views)
      select at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor_key, views
      from json_to_recordset(${chunk}::json) as x(at timestamptz, day date, path text,
        referrer_host text, utm_source text, utm_medium text, utm_campaign text, device text,
        visitor_key text, views int)`);
  }
  return views.length;
}

// On globalThis, so that in development, where Vite reloads server modules, the host reaches
// the recorder that is running.
const SLOT = Symbol.for("brazos-digital.page-views");
const slot = globalThis as { [SLOT]?: PageViewRecorder };

export function startPageViewRecorder(): PageViewRecorder {
  slot[SLOT] ??= createPageViewRecorder(database().db);
  return slot[SLOT];
}

/** Writes what is waiting and stops; before the database closes. */
export async function stopPageViewRecorder() {
  await slot[SLOT]?.stop();
  slot[SLOT] = undefined;
}

/**
 * Called by the host after it answered (host/app.ts): counts the request if it is a page view
 * (page-view.server.ts) and not a staff member's. A signed-in request's session is read after
 * the answer (usually already read by the root loader for this request).
 */
export function countPageView(request: Request, answer: Answer, ip: string): void {
  const recorder = slot[SLOT];
  if (!recorder) return;
  const view = pageViewOf(request, answer, ip);
  if (!view) return;
  if (!request.headers.get("cookie")?.includes("session_token")) {
    recorder.add(view);
    return;
  }
  getSessionUser(request).then(
    (viewer) => {
      if (!viewer || !isStaff(viewer.role)) recorder.add(view);
    },
    () => {},
  );
}
