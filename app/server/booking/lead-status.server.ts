import { eq } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { leadTables, updateLeads } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";
import { leadEvents, statusChanges } from "../db/schema.server";

// What a meeting leaves on its lead (record 077): a timeline entry, and the status moves of
// booking, marking and cancelling (record 088).

export async function note(
  tx: Db,
  meeting: { leadKind: string; leadId: string; id: string },
  action: string,
  data: Record<string, string | null>,
  actor: { id: string; email: string } | null = null,
) {
  await tx.insert(leadEvents).values({
    leadKind: meeting.leadKind,
    leadId: meeting.leadId,
    type: "meeting",
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    data: { action, meetingId: meeting.id, ...data },
  });
}

/**
 * Moves a lead's status (and records the change) unless it is there already; with `onlyFrom`,
 * only while the status is that one (read under the row's lock, so staff's change wins).
 */
export async function moveLeadStatus(
  tx: Db,
  lead: { kind: LeadKind; id: string },
  to: string,
  by: { id: string | null; email: string | null },
  onlyFrom?: string,
): Promise<void> {
  const { table } = leadTables[lead.kind];
  const [current] = await tx
    .select({ status: table.status })
    .from(table)
    .where(eq(table.id, lead.id))
    .for("update");
  if (!current || current.status === to) return;
  if (onlyFrom !== undefined && current.status !== onlyFrom) return;
  await updateLeads(tx, lead.kind, { status: to }, eq(table.id, lead.id));
  await tx.insert(statusChanges).values({
    leadKind: lead.kind,
    leadId: lead.id,
    fromStatus: current.status as string,
    toStatus: to,
    changedBy: by.id,
    changedByEmail: by.email,
  });
}
