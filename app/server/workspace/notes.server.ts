import { and, eq, isNull } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadEvents } from "../db/schema.server";
import { markFirstResponse } from "../leads/first-response.server";
import { type Done, lockLead } from "../leads/lead-lock.server";

type Actor = { id: string; email: string };

const gone = { ok: false, message: "This record no longer exists." } as const;

/** Adds a staff note (already validated: plain text, 1–5,000 characters) to a lead. */
export async function addNote(
  kind: LeadKind,
  leadId: string,
  body: string,
  actor: Actor,
  db: Db = defaultDb(),
): Promise<Done> {
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, kind, leadId))) return gone;
    await tx.insert(leadEvents).values({
      leadKind: kind,
      leadId,
      type: "note",
      actorId: actor.id,
      actorEmail: actor.email,
      body,
    });
    await markFirstResponse(tx, kind, leadId);
    return { ok: true } as const;
  });
}

/**
 * Removes a note's text; only its author may. The entry stays in the timeline as
 * "note removed", with who wrote it and when.
 */
export async function removeNote(
  kind: LeadKind,
  leadId: string,
  noteId: string,
  actor: Actor,
  db: Db = defaultDb(),
): Promise<Done> {
  const where = and(
    eq(leadEvents.id, noteId),
    aboutLead(leadEvents, kind, leadId),
    eq(leadEvents.type, "note"),
  );
  const [note] = await db.select({ actorId: leadEvents.actorId }).from(leadEvents).where(where);
  if (!note) return { ok: false, message: "This note does not exist." };
  if (note.actorId !== actor.id)
    return { ok: false, message: "Only its author can delete a note." };
  await db
    .update(leadEvents)
    .set({ body: null, removedAt: new Date() })
    .where(and(where, isNull(leadEvents.removedAt)));
  return { ok: true };
}
