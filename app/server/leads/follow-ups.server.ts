import { eq } from "drizzle-orm";
import { site } from "~/content/site";
import type { LeadKind } from "~/lib/lead-kinds";
import { zonedInstant } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { addLeadEvent } from "./lead-events.server";
import { type Done, lockLead } from "./lead-lock.server";
import { leadTables, updateLeads } from "./lead-tables.server";

/** A follow-up as the form gives it: a day, and a time of day or none (all day). */
export type FollowUp = { date: string; time: string | null } | null;

/**
 * Sets or clears a lead's next step. An all-day follow-up is stored as the start of that day
 * in the site's time zone. The change goes into the timeline.
 */
export async function setFollowUp(
  kind: LeadKind,
  leadId: string,
  followUp: FollowUp,
  actor: { id: string; email: string },
  db: Db = defaultDb(),
): Promise<Done> {
  const at = followUp ? zonedInstant(followUp.date, followUp.time, site.timeZone) : null;
  const allDay = !followUp?.time;
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, kind, leadId)))
      return { ok: false, message: "This record no longer exists." } as const;
    await writeFollowUp(tx, { kind, id: leadId }, at, allDay, actor);
    return { ok: true } as const;
  });
}

async function writeFollowUp(
  tx: Db,
  lead: { kind: LeadKind; id: string },
  at: Date | null,
  allDay: boolean,
  actor: { id: string; email: string } | null,
  reason?: string,
) {
  const { table } = leadTables[lead.kind];
  await updateLeads(
    tx,
    lead.kind,
    { followUpAt: at, followUpAllDay: allDay },
    eq(table.id, lead.id),
  );
  await addLeadEvent(tx, lead, "follow-up", actor, {
    at: at?.toISOString() ?? null,
    allDay,
    ...(reason && { reason }),
  });
}

/**
 * A visitor cancelled their meeting (record 100): the lead's owner gets a follow-up for `now`,
 * so the lead shows in their My work as due, unless an earlier one is already set. Nothing for
 * a lead nobody owns (the admins' Unassigned shows it). In the caller's transaction.
 */
export async function followUpOnCancel(tx: Db, lead: { kind: LeadKind; id: string }, now: Date) {
  const { table } = leadTables[lead.kind];
  const [row] = await tx
    .select({ ownerId: table.ownerId, followUpAt: table.followUpAt })
    .from(table)
    .where(eq(table.id, lead.id));
  if (!row?.ownerId) return;
  const current = row.followUpAt as Date | null;
  if (current && current.getTime() <= now.getTime()) return;
  await writeFollowUp(tx, lead, now, false, null, "meeting-cancelled");
}
