import { and, eq, inArray } from "drizzle-orm";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { recordPath } from "~/lib/workspace";
import { config } from "../config.server";
import { leadTables, updateLeads } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";
import { leadEvents, users } from "../db/schema.server";
import { assignmentNotice } from "../mail/assignment-templates.server";
import { enqueueNotice } from "../mail/outbox.server";
import { hasSecondFactor } from "../replies/alerts.server";
import { queueWebhookEvent } from "../webhooks/events.server";

export type Owner = { id: string; email: string; name: string | null };
export type Actor = { id: string; email: string } | null;
export type OwnedRow = { id: string; ownerId: string | null; name: string; email: string };

/**
 * Inside the caller's transaction, with the rows locked: gives `rows` to `owner` (or to nobody),
 * writes one "assigned" timeline entry per lead, and queues the new owner's e-mail per lead,
 * naming the lead so that its timeline lists it. A null actor is the system (automatic
 * assignment, or an owner who lost access). Nobody is mailed about a lead they gave themselves,
 * nor before they have a second factor (the mail names the lead; record 068).
 */
export async function changeOwners(
  tx: Db,
  kind: LeadKind,
  rows: OwnedRow[],
  owner: Owner | null,
  actor: Actor,
  reason?: string,
) {
  const ownerId = owner?.id ?? null;
  const changing = rows.filter((row) => row.ownerId !== ownerId);
  if (changing.length === 0) return [];
  const { table } = leadTables[kind];
  await updateLeads(
    tx,
    kind,
    { ownerId },
    inArray(
      table.id,
      changing.map((row) => row.id),
    ),
  );
  await tx.insert(leadEvents).values(
    changing.map((row) => ({
      leadKind: kind,
      leadId: row.id,
      type: "assigned",
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      data: {
        from: row.ownerId,
        to: ownerId,
        toName: owner?.name || owner?.email || null,
        ...(reason && { reason }),
      },
    })),
  );
  await queueWebhookEvent(
    tx,
    "lead.assigned",
    kind,
    changing.map((row) => row.id),
    { ownerId, ownerName: owner?.name || owner?.email || null, by: actor?.email ?? null },
  );
  if (owner && owner.id !== actor?.id && (await mayBeMailedLeads(tx, owner.id))) {
    for (const row of changing) {
      const notice = assignmentNotice({
        ownerName: owner.name ?? "",
        listLabel: leadKinds[kind].label,
        leadName: row.name,
        leadEmail: row.email,
        assignedBy: actor?.email ?? null,
        url: new URL(recordPath(kind, row.id), config().PUBLIC_URL).href,
      });
      await enqueueNotice(tx, {
        kind: "assigned",
        to: owner.email,
        ...notice,
        lead: { kind, id: row.id },
      });
    }
  }
  return changing.map((row) => row.id);
}

/** Whether a staff member has the second factor that lead content by e-mail waits for. */
async function mayBeMailedLeads(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), hasSecondFactor));
  return Boolean(row);
}
