import { and, eq, inArray, sql } from "drizzle-orm";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import {
  defaultMode,
  isNotificationMode,
  meetingEvents,
  modesOf,
  type NotificationEvent,
  type NotificationMode,
  newLeadEvent,
} from "~/lib/notifications";
import { canOnKind, isStaff } from "../auth/permissions.server";
import type { Db } from "../db/client.server";
import { notificationPreferences } from "../db/schema.server";

type Staff = { id: string; role: string };
export type NotificationModes = Partial<Record<NotificationEvent, NotificationMode>>;

/**
 * The lists a role works, as the staff area checks them (access.server, the digest): lists that
 * ask for an answer only (the newsletter's confirms itself, record 079).
 */
export const mayWork = (role: string, kind: LeadKind) =>
  isStaff(role) && leadKinds[kind].awaitsAnswer && canOnKind(role, kind, "list");

/**
 * The events a staff member may hear of: new leads of the lists they work, their own leads, and
 * meetings on them where the lists they work are booked (record 100).
 */
export function eventsFor(role: string): NotificationEvent[] {
  const kinds = leadKindIds.filter((kind) => mayWork(role, kind));
  if (kinds.length === 0) return [];
  const booked = kinds.some((kind) => "booked" in leadKinds[kind].transitions);
  return [
    ...kinds.map(newLeadEvent),
    "assigned",
    "answer",
    "overdue",
    ...(booked ? meetingEvents : []),
  ];
}

/** A saved mode, if the event offers it; else the event's default. */
export function modeOrDefault(event: NotificationEvent, saved: unknown): NotificationMode {
  return isNotificationMode(saved) && modesOf(event).includes(saved) ? saved : defaultMode(event);
}

/** Each event the staff member may hear of, with their choice (or its default). */
export async function loadNotificationModes(db: Db, staff: Staff): Promise<NotificationModes> {
  const saved = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, staff.id));
  const modes: NotificationModes = {};
  for (const event of eventsFor(staff.role))
    modes[event] = modeOrDefault(event, saved.find((row) => row.event === event)?.mode);
  return modes;
}

/** Saves a staff member's choices; events they may not hear of, or modes not offered, are left. */
export async function saveNotificationModes(db: Db, staff: Staff, choices: NotificationModes) {
  const rows = eventsFor(staff.role)
    .filter((event) => {
      const mode = choices[event];
      return mode !== undefined && modesOf(event).includes(mode);
    })
    .map((event) => ({ userId: staff.id, event, mode: choices[event] as NotificationMode }));
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.event],
      set: { mode: sql`excluded.mode`, updatedAt: sql`now()` },
    });
}

/** Several people's mode for one event, in one read (defaults for those who did not choose). */
export async function modesForEvent(
  db: Db,
  userIds: string[],
  event: NotificationEvent,
): Promise<Map<string, NotificationMode>> {
  const saved = userIds.length
    ? await db
        .select({ userId: notificationPreferences.userId, mode: notificationPreferences.mode })
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, userIds),
            eq(notificationPreferences.event, event),
          ),
        )
    : [];
  return new Map(
    userIds.map((id) => [id, modeOrDefault(event, saved.find((row) => row.userId === id)?.mode)]),
  );
}
