import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { site } from "~/content/site";
import {
  defaultWeeklyHours,
  type MeetingTypeId,
  type WeeklyHours,
  weekdayNames,
} from "~/lib/booking";
import { type AvailabilityInput, availabilityForm } from "~/lib/forms/availability";
import type { FormResult } from "~/lib/forms/result";
import { validateForm } from "~/lib/forms/validate";
import type { SessionUser } from "../auth/session.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { meetings, meetingTypes, staffAvailability, users } from "../db/schema.server";
import { cancelMeeting, markMeeting } from "./meeting-changes.server";
import { timeZoneNames, visitorZone } from "./slot-days.server";

// The staff side of booking (record 077): one's availability, one's calendar feed, and the
// list of upcoming meetings with what staff do to them.

const done = (title: string): FormResult => ({ ok: true, status: 200, toast: { title } });
const refused = (title: string, description: string): FormResult => ({
  ok: false,
  status: 400,
  toast: { title, description, variant: "destructive" },
});

export async function availabilityOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, userId));
  return {
    bookable: Boolean(row),
    timeZone: row?.timeZone ?? site.timeZone,
    weeklyHours: row?.weeklyHours ?? defaultWeeklyHours,
    datesOff: row?.datesOff ?? [],
    bufferBeforeMinutes: row?.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: row?.bufferAfterMinutes ?? 0,
    minNoticeHours: Math.round((row?.minNoticeMinutes ?? 240) / 60),
    maxPerDay: row?.maxPerDay ?? 6,
    meetingLink: row?.meetingLink ?? "",
    feedUrl: row?.feedToken ? feedUrl(row.feedToken) : null,
    timeZones: timeZoneNames,
  };
}

/** Saves the viewer's availability; saving it the first time makes them bookable. */
export async function saveAvailability(
  db: Db,
  viewer: SessionUser,
  values: Record<string, string>,
) {
  const input = validateForm(availabilityForm, values);
  if (!input.ok)
    return {
      ok: false,
      status: 400,
      toast: input.toast,
      fieldErrors: input.fieldErrors,
    } satisfies FormResult;
  const data = input.data as AvailabilityInput;
  if (visitorZone(data.timeZone) !== data.timeZone)
    return refused("Availability not saved", "Choose a time zone from the list.");
  const weeklyHours: WeeklyHours = {};
  for (const day of weekdayNames.keys())
    if (data[`day${day}`] === "on")
      weeklyHours[String(day)] = [
        { start: String(data[`start${day}`]), end: String(data[`end${day}`]) },
      ];
  const row = {
    timeZone: data.timeZone,
    weeklyHours,
    datesOff: data.datesOff.split(/\s+/).filter(Boolean),
    bufferBeforeMinutes: data.bufferBeforeMinutes,
    bufferAfterMinutes: data.bufferAfterMinutes,
    minNoticeMinutes: data.minNoticeHours * 60,
    maxPerDay: data.maxPerDay,
    meetingLink: data.meetingLink || null,
    updatedAt: new Date(),
  };
  await db
    .insert(staffAvailability)
    .values({ userId: viewer.id, ...row })
    .onConflictDoUpdate({ target: staffAvailability.userId, set: row });
  return done("Availability saved");
}

/** Stops the viewer being offered to visitors (their meetings stay). */
export async function stopBookings(db: Db, viewer: SessionUser): Promise<FormResult> {
  await db.delete(staffAvailability).where(eq(staffAvailability.userId, viewer.id));
  return done("You are no longer offered for meetings");
}

const feedUrl = (token: string) => new URL(`/calendar/${token}.ics`, config().PUBLIC_URL).href;

/** A new secret for the viewer's feed: the old URL stops working at once. */
export async function renewFeed(db: Db, viewer: SessionUser): Promise<FormResult> {
  const updated = await db
    .update(staffAvailability)
    .set({ feedToken: randomBytes(24).toString("base64url") })
    .where(eq(staffAvailability.userId, viewer.id))
    .returning({ id: staffAvailability.userId });
  return updated.length > 0
    ? done("Calendar feed address made")
    : refused("No calendar feed", "Save your availability first.");
}

export async function revokeFeed(db: Db, viewer: SessionUser): Promise<FormResult> {
  await db
    .update(staffAvailability)
    .set({ feedToken: null })
    .where(eq(staffAvailability.userId, viewer.id));
  return done("Calendar feed address revoked");
}

/** Admins set the meeting types' lengths (15 to 240 minutes). */
export async function saveMeetingTypes(
  db: Db,
  values: Record<string, string>,
): Promise<FormResult> {
  const types = await db.select().from(meetingTypes);
  for (const type of types) {
    const minutes = Number(values[`minutes-${type.id}`]);
    if (!Number.isInteger(minutes) || minutes < 15 || minutes > 240 || minutes % 15 !== 0)
      return refused(
        "Meeting types not saved",
        `${type.name}: choose 15 to 240 minutes, in steps of 15.`,
      );
  }
  for (const type of types)
    await db
      .update(meetingTypes)
      .set({ minutes: Number(values[`minutes-${type.id}`]), updatedAt: new Date() })
      .where(eq(meetingTypes.id, type.id));
  return done("Meeting types saved");
}

export const listMeetingTypes = (db: Db) =>
  db.select().from(meetingTypes).orderBy(asc(meetingTypes.minutes), asc(meetingTypes.id));

/**
 * Booked meetings from a day ago on (so yesterday's can still be marked), the viewer's own;
 * an admin sees everyone's.
 */
export async function upcomingMeetings(db: Db, viewer: SessionUser, now = new Date()) {
  const rows = await db
    .select({
      id: meetings.id,
      typeId: meetings.typeId,
      startsAt: meetings.startsAt,
      staffId: meetings.staffId,
      staffName: users.name,
      visitorName: meetings.visitorName,
      visitorEmail: meetings.visitorEmail,
      leadKind: meetings.leadKind,
      leadId: meetings.leadId,
      location: meetings.location,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.staffId))
    .where(
      and(
        eq(meetings.status, "booked"),
        gte(meetings.endsAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
        viewer.role === "admin" ? undefined : eq(meetings.staffId, viewer.id),
      ),
    )
    .orderBy(asc(meetings.startsAt))
    .limit(200);
  const types = new Map((await listMeetingTypes(db)).map((type) => [type.id, type.name]));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    type: types.get(row.typeId as MeetingTypeId) ?? row.typeId,
    past: row.startsAt.getTime() < now.getTime(),
  }));
}

/** Completed, No Show or cancel, on a meeting of the viewer's (an admin: anyone's). */
export async function meetingAction(
  db: Db,
  viewer: SessionUser,
  values: Record<string, string>,
  /** The client address of the request, for the audit row of the lead's status change. */
  ip: string | null = null,
): Promise<FormResult> {
  const id = values.meetingId ?? "";
  const [meeting] = /^[0-9a-f-]{36}$/.test(id)
    ? await db
        .select()
        .from(meetings)
        .where(inArray(meetings.id, [id]))
    : [];
  if (!meeting || (viewer.role !== "admin" && meeting.staffId !== viewer.id))
    return refused("Meeting not changed", "This meeting is not yours or no longer exists.");
  const actor = { id: viewer.id, email: viewer.email };
  const intent = values.intent;
  switch (intent) {
    case "completed":
    case "no-show":
      return (await markMeeting(db, meeting.id, intent, actor, ip))
        ? done(intent === "completed" ? "Meeting marked completed" : "Meeting marked no show")
        : refused("Meeting not changed", "It was already closed.");
    case "cancel":
      return (await cancelMeeting(db, meeting.id, actor, new Date(), ip))
        ? done("Meeting cancelled")
        : refused("Meeting not changed", "It was already closed.");
    default:
      return refused("Nothing changed", "Unknown action.");
  }
}

/** A staff member's meetings as an iCalendar feed, by the secret of its URL; null if unknown. */
export async function feedOwner(db: Db, token: string) {
  if (!/^[\w-]{32}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: staffAvailability.userId, name: users.name, email: users.email })
    .from(staffAvailability)
    .innerJoin(users, eq(users.id, staffAvailability.userId))
    .where(eq(staffAvailability.feedToken, token));
  return row ?? null;
}
