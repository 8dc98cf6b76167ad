import type { Db } from "../db/client.server";
import { leadEvents } from "../db/schema.server";

/** Who made a timeline entry: a staff member, or null for a visitor or the system. */
type Actor = { id: string; email: string } | null;

type EventData = NonNullable<typeof leadEvents.$inferInsert.data>;

/** One entry of a lead's timeline: what happened (`type`), who did it and what it says. */
export function leadEventRow(
  lead: { kind: string; id: string },
  type: string,
  actor: Actor,
  data: EventData,
) {
  return {
    leadKind: lead.kind,
    leadId: lead.id,
    type,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    data,
  };
}

/** Writes one entry on a lead's timeline, in the caller's transaction. */
export async function addLeadEvent(
  tx: Db,
  lead: { kind: string; id: string },
  type: string,
  actor: Actor,
  data: EventData,
) {
  await tx.insert(leadEvents).values(leadEventRow(lead, type, actor, data));
}
