import { and, asc, eq, gte, inArray, lt, ne, type SQL } from "drizzle-orm";
import type { MeetingTypeId } from "~/lib/booking";
import { isLeadKind } from "~/lib/lead-kinds";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { meetings, staffAvailability, users } from "../db/schema.server";
import { listMeetingTypes } from "./staff.server";

// The staff week view of meetings (record 088): seven days from a Monday, in the viewer's own
// time zone, the same people as the Upcoming meetings list (one's own; an admin anyone's).

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" shifted by whole days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar date falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The week a `week` query asks for: none is this week (in `timeZone`); any real date is the
 * week it falls in; anything else is null, which the route answers with 400.
 */
export function weekAsked(value: string | null, timeZone: string, now = new Date()) {
  if (value === null || value === "") return mondayOf(zonedParts(now, timeZone).date);
  if (!isoDate.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return null;
  return mondayOf(value);
}

/** The viewer's zone: their availability's, else UTC (they have not chosen one). */
async function zoneOf(db: Db, userId: string) {
  const [row] = await db
    .select({ timeZone: staffAvailability.timeZone })
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, userId));
  return { timeZone: row?.timeZone ?? "UTC", ownZone: Boolean(row) };
}

/** Whom an admin may pick: themselves and everyone who has had a meeting or can be booked. */
async function people(db: Db, viewerId: string) {
  const withMeetings = db.selectDistinct({ id: meetings.staffId }).from(meetings);
  const bookable = db.select({ id: staffAvailability.userId }).from(staffAvailability);
  const ids = new Set([...(await withMeetings), ...(await bookable)].map((row) => row.id));
  ids.add(viewerId);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.name));
}

export type WeekView = NonNullable<Awaited<ReturnType<typeof weekView>>>;

/**
 * The week's meetings (cancelled ones left out) by day, or null for a week that is no date.
 * `person` narrows an admin's view to one person; others only ever see their own.
 */
export async function weekView(
  db: Db,
  viewer: SessionUser,
  query: { week: string | null; person: string | null },
  now = new Date(),
) {
  const { timeZone, ownZone } = await zoneOf(db, viewer.id);
  const monday = weekAsked(query.week, timeZone, now);
  if (monday === null) return null;
  const everyone = viewer.role === "admin";
  const choices = everyone ? await people(db, viewer.id) : [];
  // The server decides whose meetings show: a person outside the list is everyone's view.
  const person = everyone ? (choices.find((p) => p.id === query.person)?.id ?? null) : viewer.id;
  const staffFilter = person ? eq(meetings.staffId, person) : undefined;
  let rows = await weekMeetings(db, monday, timeZone, staffFilter);
  // This week empty, and no week asked for: open on the week of the next meeting (record 118).
  let shownMonday = monday;
  if (rows.length === 0 && !query.week) {
    const next = await nextMeetingAfter(
      db,
      zonedInstant(addDays(monday, 7), null, timeZone),
      staffFilter,
    );
    if (next) {
      shownMonday = mondayOf(zonedParts(next, timeZone).date);
      rows = await weekMeetings(db, shownMonday, timeZone, staffFilter);
    }
  }
  const types = new Map((await listMeetingTypes(db)).map((type) => [type.id, type.name]));
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const today = zonedParts(now, timeZone).date;
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(shownMonday, i);
    return {
      date,
      label: dayLabel.format(new Date(`${date}T12:00:00Z`)),
      today: date === today,
      meetings: rows
        .filter((row) => zonedParts(row.startsAt, timeZone).date === date)
        .map((row) => ({
          id: row.id,
          startsAt: row.startsAt.toISOString(),
          // "9:00 – 9:30 AM"; a meeting past midnight gets each end on its own.
          time:
            zonedParts(row.endsAt, timeZone).date === date
              ? time.formatRange(row.startsAt, row.endsAt)
              : `${time.format(row.startsAt)} – ${time.format(row.endsAt)}`,
          type: types.get(row.typeId as MeetingTypeId) ?? row.typeId,
          status: row.status,
          staffName: row.staffName,
          visitorName: row.visitorName,
          recordKind: isLeadKind(row.leadKind) ? row.leadKind : null,
          leadId: row.leadId,
        })),
    };
  });
  return {
    timeZone,
    ownZone,
    monday: shownMonday,
    title: `Week of ${weekTitle.format(new Date(`${shownMonday}T12:00:00Z`))}`,
    previous: addDays(shownMonday, -7),
    next: addDays(shownMonday, 7),
    thisWeek: shownMonday === mondayOf(today),
    /** This week had no meetings, so the view opened on the week of the next one. */
    movedToNext: shownMonday !== monday,
    /** The Monday of the week asked for (this week when none was), for "This week". */
    askedMonday: monday,
    everyone,
    person,
    people: choices.map((p) => ({ id: p.id, name: p.name || p.email })),
    total: rows.length,
    days,
  };
}

/** The week's meetings from its Monday (cancelled ones left out), in start order. */
function weekMeetings(db: Db, monday: string, timeZone: string, staffFilter: SQL | undefined) {
  const from = zonedInstant(monday, null, timeZone);
  const to = zonedInstant(addDays(monday, 7), null, timeZone);
  return db
    .select({
      id: meetings.id,
      typeId: meetings.typeId,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      status: meetings.status,
      staffName: users.name,
      visitorName: meetings.visitorName,
      leadKind: meetings.leadKind,
      leadId: meetings.leadId,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.staffId))
    .where(
      and(
        gte(meetings.startsAt, from),
        lt(meetings.startsAt, to),
        ne(meetings.status, "cancelled"),
        staffFilter,
      ),
    )
    .orderBy(asc(meetings.startsAt))
    .limit(500);
}

/** When the first meeting (not cancelled) from `from` on starts, if there is one. */
async function nextMeetingAfter(db: Db, from: Date, staffFilter: SQL | undefined) {
  const [row] = await db
    .select({ startsAt: meetings.startsAt })
    .from(meetings)
    .where(and(gte(meetings.startsAt, from), ne(meetings.status, "cancelled"), staffFilter))
    .orderBy(asc(meetings.startsAt))
    .limit(1);
  return row?.startsAt ?? null;
}

// Calendar dates are formatted at noon UTC, so no zone moves them to another day.
const dayLabel = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});
const weekTitle = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" });
