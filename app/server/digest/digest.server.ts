import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { isUntouched, localDay, localParts, zonedTime } from "~/lib/business-hours";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { canOnKind, isStaff, roleNames } from "../auth/permissions.server";
import { config } from "../config.server";
import { leadTables } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";
import { digestSends, users } from "../db/schema.server";
import { enqueueNotice } from "../mail/outbox.server";
import { hasSecondFactor, loadAlertModes } from "../replies/alerts.server";
import { type Digest, type DigestLead, digestMail } from "./digest-mail.server";
import { loadWorkspaceSettings, type WorkspaceSettings } from "./settings.server";

/** Hours after the digest hour in which a digest still goes out (an instance restarting late). */
const SEND_WINDOW_HOURS = 2;
/** At most this many leads per section; the record pages hold the rest. */
const SECTION_LIMIT = 25;

type Staff = { id: string; email: string; name: string; role: string };
/** The lists a role may read (the same permissions the staff area checks, access.server). */
const mayRead = (role: string, kind: LeadKind) => canOnKind(role, kind, "list");

/** The moment the local day after `day` starts. */
function endOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1, 12));
  const local = {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  };
  return zonedTime(local, 0, site.timeZone);
}

/** Follow-ups of `staff`'s own leads due by the end of `day`, split into overdue and today. */
async function dueLeads(db: Db, staff: Staff, kind: LeadKind, day: string, now: Date) {
  const { table } = leadTables[kind];
  const rows = (await db
    .select({
      id: table.id,
      name: table.name,
      createdAt: table.createdAt,
      followUpAt: table.followUpAt,
      followUpAllDay: sql<boolean>`${table}.follow_up_all_day`,
    })
    .from(table)
    .where(
      and(
        eq(table.ownerId, staff.id),
        isNotNull(table.followUpAt),
        lt(table.followUpAt, endOfDay(day)),
      ),
    )
    .orderBy(asc(table.followUpAt))
    .limit(SECTION_LIMIT * 2)) as Omit<DigestLead, "kind">[];
  return rows.map((row) => {
    const lead = { ...row, kind };
    const at = row.followUpAt as Date;
    const overdue = row.followUpAllDay ? localDay(at, site.timeZone) < day : at < now;
    return { lead, overdue };
  });
}

/** Leads nobody answered within the limit: `staff`'s own, and for admins the unassigned ones. */
async function untouchedLeads(
  db: Db,
  staff: Staff,
  kind: LeadKind,
  settings: WorkspaceSettings,
  now: Date,
) {
  const { table } = leadTables[kind];
  const mine = eq(table.ownerId, staff.id);
  const whose = staff.role === "admin" ? or(mine, isNull(table.ownerId)) : mine;
  // Business hours never outrun the clock, so the wall-clock limit is a safe first cut.
  const cutoff = new Date(now.getTime() - settings.untouchedAfterHours * 3_600_000);
  const rows = await db
    .select({ id: table.id, name: table.name, createdAt: table.createdAt })
    .from(table)
    .where(and(whose, sql`${table}.first_response_at is null`, lt(table.createdAt, cutoff)))
    .orderBy(asc(table.createdAt))
    .limit(SECTION_LIMIT * 4);
  return (rows as { id: string; name: string; createdAt: Date }[])
    .filter((row) => isUntouched({ ...row, firstResponseAt: null }, settings, now, site.timeZone))
    .map((row): DigestLead => ({ ...row, kind }));
}

/** What one staff member's digest holds today; every list empty means no e-mail. */
export async function collectDigest(
  db: Db,
  staff: Staff,
  settings: WorkspaceSettings,
  now: Date,
): Promise<Digest> {
  const day = localDay(now, site.timeZone);
  const digest: Digest = { overdue: [], dueToday: [], untouched: [] };
  // A list the person chose to hear nothing about stays out of their digest (record 047).
  const alerts = await loadAlertModes(db, staff);
  for (const kind of leadKindIds.filter((k) => mayRead(staff.role, k) && alerts[k] !== "none")) {
    for (const { lead, overdue } of await dueLeads(db, staff, kind, day, now))
      (overdue ? digest.overdue : digest.dueToday).push(lead);
    if (leadKinds[kind].awaitsAnswer)
      digest.untouched.push(...(await untouchedLeads(db, staff, kind, settings, now)));
  }
  digest.overdue = digest.overdue.slice(0, SECTION_LIMIT);
  digest.dueToday = digest.dueToday.slice(0, SECTION_LIMIT);
  digest.untouched = digest.untouched.slice(0, SECTION_LIMIT);
  return digest;
}

/**
 * Sends today's digests that are due: from the digest hour (site time zone) for a couple of
 * hours, once per person and day across every instance. The claim (digest_sends) and the
 * outbox row are written in one transaction; a second instance's claim finds the row and
 * writes nothing. Nobody with nothing due gets an e-mail, nor does staff without a second
 * factor. Returns how many were queued.
 */
export async function sendDailyDigests(db: Db, now = new Date()): Promise<number> {
  const settings = await loadWorkspaceSettings(db);
  const { hour } = localParts(now, site.timeZone);
  if (hour < settings.digestHour || hour >= settings.digestHour + SEND_WINDOW_HOURS) return 0;
  const day = localDay(now, site.timeZone);
  const staff = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.role, roleNames.filter(isStaff)),
        sql`${users.banned} is not true`,
        // Lead names go only to staff with a second factor (record 068).
        hasSecondFactor,
        sql`not exists (select 1 from ${digestSends} where ${digestSends.userId} = ${users.id} and ${digestSends.day} = ${day})`,
      ),
    );
  let queued = 0;
  for (const person of staff) {
    const digest = await collectDigest(db, person, settings, now);
    if (!digest.overdue.length && !digest.dueToday.length && !digest.untouched.length) continue;
    const mail = digestMail(digest, day, config().PUBLIC_URL);
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(digestSends)
        .values({ userId: person.id, day })
        .onConflictDoNothing()
        .returning({ userId: digestSends.userId });
      if (claimed.length === 0) return false;
      await enqueueNotice(tx, { kind: "digest", to: person.email, ...mail });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
