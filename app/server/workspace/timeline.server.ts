import { and, desc, notInArray } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { personalMailKinds } from "~/lib/replies";
import type { TimelineEntry } from "~/lib/workspace";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { emailOutbox, leadEvents, statusChanges } from "../db/schema.server";
import { inboundEntries } from "../inbound/conversation.server";
import { actorNames } from "./actor-names.server";

const iso = (value: Date) => value.toISOString();

/** A string an event's `data` holds under one key, or null when it holds none. */
const text = (value: unknown) => (typeof value === "string" ? value : null);

/** What befell a meeting or a deal, as its event's `data` records it. */
type ActionOf<T extends "meeting" | "deal"> = Extract<TimelineEntry, { type: T }>["action"];

/**
 * How the timeline names an e-mail: the ones to the person say what they are. A meeting's mail
 * is an invitation, its update or its cancellation, as its calendar says (record 117).
 */
function mailLabel(kind: string, author: string | null, calendar: string | null): string {
  if (kind === "reply") return `Reply from ${author ?? "staff"}`;
  if (kind === "auto-reply") return "Auto-reply";
  if (kind === "status-email") return "Status e-mail";
  if (kind === "meeting" && calendar?.includes("METHOD:CANCEL")) return "Meeting cancellation";
  if (kind === "meeting" && /SEQUENCE:[1-9]/.test(calendar ?? "")) return "Meeting update";
  if (kind === "meeting") return "Meeting invitation";
  if (kind === "meeting-reminder") return "Meeting reminder";
  if (kind === "proposal") return "Proposal sent";
  return "E-mail";
}

/**
 * Everything that happened to a lead, newest first: notes (removed ones as such), status
 * changes, assignments, follow-up changes, and every e-mail about it with its delivery state
 * (staff alerts aside).
 */
export async function leadTimeline(
  kind: LeadKind,
  leadId: string,
  db: Db = defaultDb(),
): Promise<TimelineEntry[]> {
  const [events, changes, mails, answers] = await Promise.all([
    db
      .select()
      .from(leadEvents)
      .where(aboutLead(leadEvents, kind, leadId)),
    db
      .select()
      .from(statusChanges)
      .where(aboutLead(statusChanges, kind, leadId)),
    db
      .select()
      .from(emailOutbox)
      // Staff alerts (new lead, answer received) are linked to their lead so that erasure finds
      // them (record 068), but one per staff member would crowd the timeline: it lists the rest.
      .where(
        and(
          aboutLead(emailOutbox, kind, leadId),
          notInArray(emailOutbox.kind, ["alert", "answer", "deal-won"]),
        ),
      )
      .orderBy(desc(emailOutbox.createdAt)),
    inboundEntries(db, kind, leadId),
  ]);
  // Actors by name (record 118); a staff reply's author is the address it is answered to.
  const nameOf = await actorNames(
    db,
    [...events.map((e) => e.actorId), ...changes.map((c) => c.changedBy)],
    mails.filter((m) => m.kind === "reply").map((m) => m.replyTo),
  );
  const entries: (TimelineEntry & { sortAt: number })[] = [...answers];
  for (const event of events) {
    const base = {
      id: event.id,
      at: iso(event.createdAt),
      by: nameOf(event.actorId, event.actorEmail),
      sortAt: event.createdAt.getTime(),
    };
    const data = event.data ?? {};
    if (event.type === "note")
      entries.push({
        ...base,
        type: "note",
        byId: event.actorId,
        body: event.removedAt ? null : event.body,
        removed: Boolean(event.removedAt),
      });
    else if (event.type === "assigned")
      entries.push({ ...base, type: "assigned", toName: text(data.toName) });
    else if (event.type === "follow-up")
      entries.push({
        ...base,
        type: "follow-up",
        followUp: text(data.at),
        allDay: data.allDay !== false,
      });
    else if (event.type === "meeting")
      entries.push({
        ...base,
        type: "meeting",
        action: data.action as ActionOf<"meeting">,
        startsAt: text(data.startsAt),
        with: text(data.with),
      });
    else if (event.type === "deal")
      entries.push({
        ...base,
        type: "deal",
        action: data.action as ActionOf<"deal">,
        dealId: String(data.dealId ?? ""),
        title: String(data.title ?? ""),
        reason: text(data.reason),
      });
  }
  for (const change of changes)
    entries.push({
      type: "status",
      id: change.id,
      at: iso(change.createdAt),
      sortAt: change.createdAt.getTime(),
      by: nameOf(change.changedBy, change.changedByEmail),
      from: change.fromStatus,
      to: change.toStatus,
    });
  for (const mail of mails) {
    // Reminders not yet sent belong to their meeting's card on the record (record 117).
    if (mail.kind === "meeting-reminder" && !mail.sentAt) continue;
    entries.push({
      type: "email",
      id: mail.id,
      at: iso(mail.createdAt),
      sortAt: mail.createdAt.getTime(),
      to: mail.to,
      subject: mail.subject,
      state: mail.sentAt ? "sent" : mail.lastError ? "failed" : "queued",
      error: mail.sentAt ? null : mail.lastError,
      label: mailLabel(
        mail.kind,
        mail.kind === "reply" ? nameOf(null, mail.replyTo) : null,
        mail.calendar,
      ),
      kind: mail.kind,
      // The words of e-mails to the person, so colleagues read the whole conversation.
      text: (personalMailKinds as readonly string[]).includes(mail.kind) ? mail.text : null,
      ...(mail.cc?.length ? { cc: mail.cc } : {}),
    });
  }
  // Newest first; entries of one transaction share a time, so break ties by kind for a stable order.
  return entries
    .sort((a, b) => b.sortAt - a.sortAt || a.type.localeCompare(b.type))
    .map(({ sortAt: _, ...entry }) => entry as TimelineEntry);
}
