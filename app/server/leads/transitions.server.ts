import { and, desc, eq } from "drizzle-orm";
import { type LeadHappening, type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { recordAudit } from "../audit/audit.server";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { statusChanges } from "../db/schema.server";
import { queueWebhookEvent } from "../webhooks/events.server";
import { markFirstResponse } from "./first-response.server";
import { leadTables, updateLeads } from "./lead-tables.server";
import { changeOwners, type Owner } from "./ownership.server";

// The one home of a lead's status and owner moves (record 100). Staff choose a status the
// registry lets them set (lead-kinds `staffSets`); happenings (a booking, a marked meeting, an
// interview link) move it to the status the registry names for them (`transitions`); a
// cancelled meeting returns it to the status it had before the booking. Each move writes the
// status history, the webhook event and an audit row (who, from which address, what) in the
// caller's transaction.

/** Who moves a lead, and from where. */
export type Mover = {
  /** The staff account; null for the visitor (through a signed link) or the system. */
  actor: { id: string; email: string } | null;
  /** The visitor's address, when they act through a signed link. */
  email?: string | null;
  /** The client address of the request; null when no request caused the move. */
  ip: string | null;
};

export type StatusMove =
  | { by: "staff"; to: string }
  | { by: "happening"; happening: LeadHappening }
  /** Back to `to` (the status before the booking), only while the lead is still at `from`. */
  | { by: "meeting-cancelled"; from: string; to: string };

export type Moved =
  | { ok: true; from: string; to: string; changed: boolean }
  | { ok: false; reason: "gone" | "not-allowed" };

type Lead = { kind: LeadKind; id: string };

/** The status a move aims at, or null when the registry gives the kind no such move. */
function target(kind: LeadKind, move: StatusMove): string | null {
  switch (move.by) {
    case "staff":
      return (leadKinds[kind].staffSets as readonly string[]).includes(move.to) ? move.to : null;
    case "happening":
      return (
        (leadKinds[kind].transitions as Partial<Record<LeadHappening, string>>)[move.happening] ??
        null
      );
    case "meeting-cancelled":
      return (leadKinds[kind].statuses as readonly string[]).includes(move.to) ? move.to : null;
  }
}

/**
 * Moves a lead's status, under the row's lock, in the caller's transaction. Returns what it
 * found and did; `also` runs only when the status did change (a candidate e-mail).
 */
export async function moveLeadStatus(
  tx: Db,
  lead: Lead,
  move: StatusMove,
  mover: Mover,
  also?: (tx: Db) => Promise<void>,
): Promise<Moved> {
  const to = target(lead.kind, move);
  const { table } = leadTables[lead.kind];
  const [current] = await tx
    .select({ status: table.status })
    .from(table)
    .where(eq(table.id, lead.id))
    .for("update");
  if (!current) return { ok: false, reason: "gone" };
  const from = current.status as string;
  if (to === null) return { ok: false, reason: "not-allowed" };
  // A status staff set meanwhile (Closed, Rejected…) is never overwritten by a cancellation.
  const stays = from === to || (move.by === "meeting-cancelled" && from !== move.from);
  if (stays) return { ok: true, from, to: from, changed: false };
  await updateLeads(tx, lead.kind, { status: to }, eq(table.id, lead.id));
  const by = mover.actor ?? { id: null, email: mover.email ?? null };
  await tx.insert(statusChanges).values({
    leadKind: lead.kind,
    leadId: lead.id,
    fromStatus: from,
    toStatus: to,
    changedBy: by.id,
    changedByEmail: by.email,
  });
  if (move.by === "staff") await markFirstResponse(tx, lead.kind, lead.id);
  await queueWebhookEvent(tx, "lead.status_changed", lead.kind, [lead.id], {
    from,
    to,
    by: by.email,
  });
  await also?.(tx);
  await recordAudit(tx, {
    action: "status-changed",
    actor: mover.actor,
    subject: lead,
    detail: {
      from,
      to,
      ...(move.by === "staff" ? {} : { on: move.by === "happening" ? move.happening : move.by }),
    },
    ip: mover.ip,
  });
  return { ok: true, from, to, changed: true };
}

/**
 * The status a lead had before it was booked: its status now, or, when something earlier in the
 * booking already moved it to the booked status (an interview link), the status it came from.
 */
export async function statusBeforeBooking(tx: Db, lead: Lead): Promise<string> {
  const { table } = leadTables[lead.kind];
  const [current] = await tx
    .select({ status: table.status })
    .from(table)
    .where(eq(table.id, lead.id));
  const status = (current?.status as string | undefined) ?? leadKinds[lead.kind].statuses[0];
  const booked = (leadKinds[lead.kind].transitions as Partial<Record<LeadHappening, string>>)
    .booked;
  if (status !== booked) return status;
  const [last] = await tx
    .select({ from: statusChanges.fromStatus })
    .from(statusChanges)
    .where(and(aboutLead(statusChanges, lead.kind, lead.id), eq(statusChanges.toStatus, booked)))
    .orderBy(desc(statusChanges.createdAt))
    .limit(1);
  return last?.from ?? leadKinds[lead.kind].statuses[0];
}

/**
 * Gives a lead nobody owns to `owner` (a booking's host), with its timeline entry, the owner's
 * notice and an audit row, in the caller's transaction. A lead someone owns keeps its owner.
 */
export async function ownUnownedLead(
  tx: Db,
  lead: Lead,
  owner: Owner,
  mover: Mover,
  reason: string,
): Promise<boolean> {
  const { table } = leadTables[lead.kind];
  const [row] = await tx
    .select({ id: table.id, ownerId: table.ownerId, name: table.name, email: table.email })
    .from(table)
    .where(eq(table.id, lead.id))
    .for("update");
  if (!row || row.ownerId !== null) return false;
  const changed = await changeOwners(
    tx,
    lead.kind,
    [row as { id: string; ownerId: string | null; name: string; email: string }],
    owner,
    mover.actor,
    reason,
  );
  if (changed.length === 0) return false;
  await recordAudit(tx, {
    action: "assigned",
    actor: mover.actor,
    subject: lead,
    detail: { ownerId: owner.id, on: reason },
    ip: mover.ip,
  });
  return true;
}
