import { eq } from "drizzle-orm";
import { site } from "~/content/site";
import type { LeadKind } from "~/lib/lead-kinds";
import { zonedInstant } from "~/lib/zoned-time";
import { leadTables, updateLeads } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadEvents } from "../db/schema.server";
import { lockLead } from "./lead-lock.server";
import type { Done } from "./notes.server";

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
  const { table } = leadTables[kind];
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, kind, leadId)))
      return { ok: false, message: "This record no longer exists." } as const;
    await updateLeads(tx, kind, { followUpAt: at, followUpAllDay: allDay }, eq(table.id, leadId));
    await tx.insert(leadEvents).values({
      leadKind: kind,
      leadId,
      type: "follow-up",
      actorId: actor.id,
      actorEmail: actor.email,
      data: { at: at?.toISOString() ?? null, allDay },
    });
    return { ok: true } as const;
  });
}
