import { sql } from "drizzle-orm";
import { site } from "~/content/site";
import { addDays } from "~/lib/analytics";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import { isStaff } from "../auth/permissions.server";
import { getSessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { database } from "../db/index.server";
import { log } from "../log.server";
import { type Answer, type Hit, hitIdentity, hitOf, viewOfHit } from "./page-view.server";
import { saltOf, visitorKey } from "./visitor-key.server";

/**
 * Page views wait in memory and are written in batches every FLUSH_MS, so counting never
 * delays an answer; a `kill -9` loses at most that many seconds of counts (record 072). Each
 * instance writes only what it answered, so two instances never count one view twice.
 */
const FLUSH_MS = 2_000;
/** Beyond this many waiting views (the database is down), new ones are dropped, not queued. */
const MAX_WAITING = 20_000;
/**
 * A write gives the event loop back after about this long, so that answers waiting meanwhile
 * are not held up by a whole batch: on the embedded database the insert itself runs on this
 * thread too (PGlite), and a batch of a busy 2 s took ~100 ms in one piece (record 090).
 */
const SLICE_MS = 3;
const INSERT_CHUNK = 50;

/** Lets the event loop answer what came in (I/O callbacks run before setImmediate's). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export type PageViewRecorder = {
  add(hit: Hit): void;
  /** Writes what is waiting; resolves with how many page views were written. */
  flush(): Promise<number>;
  stop(): Promise<void>;
  /** How many page views wait for the next write, and when the oldest was counted (/metrics). */
  backlog(): { waiting: number; oldestAt?: number };
};

export function createPageViewRecorder(db: Db, flushMs = FLUSH_MS): PageViewRecorder {
  let waiting: Hit[] = [];
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
        return await writeHits(db, batch);
      } catch (error) {
        log().error({ err: error, views: batch.length }, "writing page views failed");
        return 0;
      }
    });
    return writing;
  }

  return {
    add(hit) {
      if (waiting.length < MAX_WAITING) waiting.push(hit);
    },
    flush,
    backlog: () => ({ waiting: waiting.length, oldestAt: waiting[0]?.at }),
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

let today = { day: "", start: 0, end: 0 };

/** The site-zone day of a moment; the current day's bounds are kept, as most views fall in it. */
function dayOf(at: Date): string {
  const time = at.getTime();
  if (time >= today.start && time < today.end) return today.day;
  const day = zonedParts(at, site.timeZone).date;
  const start = zonedInstant(day, null, site.timeZone).getTime();
  const end = zonedInstant(addDays(day, 1), null, site.timeZone).getTime();
  if (time >= start && time < end) today = { day, start, end };
  return day;
}

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
  leads: number;
};

/**
 * Writes a batch. Identical hits (a reload, or a flood from one client) are judged and hashed
 * once; identical views (same visitor, day, page, source and device) become one row with their
 * count; the rows go in as one JSON parameter per chunk. A busy second costs the database a few
 * statements, not a row each.
 */
async function writeHits(db: Db, hits: Hit[]): Promise<number> {
  const distinct = new Map<string, { hit: Hit; count: number }>();
  for (const hit of hits) {
    const identity = hitIdentity(hit);
    const same = distinct.get(identity);
    if (same) same.count += 1;
    else distinct.set(identity, { hit, count: 1 });
  }
  const current = dayOf(new Date());
  const salts = new Map<string, string | null>();
  const rows = new Map<string, EventRow>();
  let written = 0;
  let sliceStart = performance.now();
  for (const { hit, count } of distinct.values()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    const view = viewOfHit(hit);
    if (!view) continue;
    written += count;
    const day = dayOf(view.at);
    if (!salts.has(day)) salts.set(day, await saltOf(db, day, current));
    const salt = salts.get(day);
    // A view whose day's salt is gone (written after midnight's clean-up) keeps no key.
    const key = salt && view.visitorInput ? visitorKey(salt, view.visitorInput) : null;
    const { path, referrerHost, utmSource, utmMedium, utmCampaign, device } = view;
    const lead = view.leads > 0;
    const identity = JSON.stringify([
      lead,
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
      if (lead) same.leads += count;
      else same.views += count;
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
      views: lead ? 0 : count,
      leads: lead ? count : 0,
    });
  }
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += INSERT_CHUNK) {
    if (i > 0) await nextTurn();
    const chunk = JSON.stringify(all.slice(i, i + INSERT_CHUNK));
    await db.execute(sql`
      insert into analytics_events
        (at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor_key, views, leads)
      select at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor_key, views, leads
      from json_to_recordset(${chunk}::json) as x(at timestamptz, day date, path text,
        referrer_host text, utm_source text, utm_medium text, utm_campaign text, device text,
        visitor_key text, views int, leads int)`);
  }
  return written;
}

// On globalThis, so that in development, where Vite reloads server modules, the host reaches
// the recorder that is running.
const SLOT = Symbol.for("brazos-digital.page-views");
const slot = globalThis as { [SLOT]?: PageViewRecorder };

export function startPageViewRecorder(): PageViewRecorder {
  slot[SLOT] ??= createPageViewRecorder(database().db);
  return slot[SLOT];
}

/** The running recorder's backlog, if page views are counted here (/metrics). */
export const pageViewBacklog = () => slot[SLOT]?.backlog();

/** Writes what is waiting and stops; before the database closes. */
export async function stopPageViewRecorder() {
  await slot[SLOT]?.stop();
  slot[SLOT] = undefined;
}

/**
 * Counts a saved lead for its sender's visitor key (record 097); `hit` is null for staff and
 * for a sender the caller could not see (tests, scripts).
 */
export function countLead(hit: Hit | null | undefined): void {
  if (hit) slot[SLOT]?.add(hit);
}

/**
 * Called by the host after it answered (host/app.ts): keeps the request if it may be a page
 * view (page-view.server.ts, judged in full when written) and is not a staff member's. A signed-in request's session is read after
 * the answer (usually already read by the root loader for this request).
 */
export function countPageView(request: Request, answer: Answer, ip: string): void {
  const recorder = slot[SLOT];
  if (!recorder) return;
  const hit = hitOf(request, answer, ip);
  if (!hit) return;
  if (!request.headers.get("cookie")?.includes("session_token")) {
    recorder.add(hit);
    return;
  }
  getSessionUser(request).then(
    (viewer) => {
      if (!viewer || !isStaff(viewer.role)) recorder.add(hit);
    },
    () => {},
  );
}
