import { and, eq, inArray } from "drizzle-orm";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { formatReference } from "~/lib/references";
import { recordPath } from "~/lib/workspace";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { leadEvents, users } from "../db/schema.server";
import { assignmentNotice, bulkAssignmentNotice } from "../mail/assignment-templates.server";
import { enqueueNotice } from "../mail/outbox.server";
import { hasSecondFactor } from "../notifications/alerts.server";
import { modesForEvent } from "../notifications/preferences.server";
import { queueWebhookEvent } from "../webhooks/events.server";
import { leadEventRow } from "./lead-events.server";
import { leadTables, updateLeads } from "./lead-tables.server";

export type Owner = { id: string; email: string; name: string | null };
export type Actor = { id: string; email: string } | null;
export type OwnedRow = { id: string; ownerId: string | null; name: string; email: string };

/**
 * Inside the caller's transaction, with the rows locked: gives `rows` to `owner` (or to nobody),
 * writes one "assigned" timeline entry per lead, and queues the new owner's e-mail (mailNewOwner). A null actor is the system (automatic
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
    changing.map((row) =>
      leadEventRow({ kind, id: row.id }, "assigned", actor, {
        from: row.ownerId,
        to: ownerId,
        toName: owner?.name || owner?.email || null,
        ...(reason && { reason }),
      }),
    ),
  );
  await queueWebhookEvent(
    tx,
    "lead.assigned",
    kind,
    changing.map((row) => row.id),
    { ownerId, ownerName: owner?.name || owner?.email || null, by: actor?.email ?? null },
  );
  if (owner && owner.id !== actor?.id && (await mayBeMailedLeads(tx, owner.id)))
    await mailNewOwner(tx, kind, changing, owner, actor);
  return changing.map((row) => row.id);
}

/**
 * The new owner's e-mail, if they hear of assignments at once (record 083; otherwise the
 * hourly summary or the digest tells them): one per lead, or ONE listing every lead of a bulk
 * assign.
 */
async function mailNewOwner(tx: Db, kind: LeadKind, rows: OwnedRow[], owner: Owner, actor: Actor) {
  const modes = await modesForEvent(tx, [owner.id], "assigned");
  if (modes.get(owner.id) !== "instant") return;
  const url = (id: string) => new URL(recordPath(kind, id), config().PUBLIC_URL).href;
  const [single] = rows;
  if (rows.length === 1 && single) {
    const notice = assignmentNotice({
      ownerName: owner.name ?? "",
      listLabel: leadKinds[kind].label,
      leadName: single.name,
      leadEmail: single.email,
      assignedBy: actor?.email ?? null,
      url: url(single.id),
    });
    await enqueueNotice(tx, {
      kind: "assigned",
      to: owner.email,
      ...notice,
      lead: { kind, id: single.id },
    });
    return;
  }
  const { table } = leadTables[kind];
  const references = (await tx
    .select({ id: table.id, reference: table.reference })
    .from(table)
    .where(
      inArray(
        table.id,
        rows.map((row) => row.id),
      ),
    )) as { id: string; reference: number }[];
  const notice = bulkAssignmentNotice({
    ownerName: owner.name ?? "",
    listLabel: leadKinds[kind].label,
    assignedBy: actor?.email ?? null,
    leads: references
      .sort((a, b) => a.reference - b.reference)
      .map((row) => ({ reference: formatReference(kind, row.reference), url: url(row.id) })),
  });
  await enqueueNotice(tx, { kind: "assigned", to: owner.email, ...notice });
}

/** Whether a staff member has the second factor that lead content by e-mail waits for. */
async function mayBeMailedLeads(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), hasSecondFactor));
  return Boolean(row);
}
