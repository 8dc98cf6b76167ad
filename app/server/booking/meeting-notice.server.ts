import { and, eq } from "drizzle-orm";
import { site } from "~/content/site";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { recordPath } from "~/lib/workspace";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { enqueueNotice } from "../mail/outbox.server";
import { escapeHtml } from "../mail/templates.server";
import { hasSecondFactor } from "../notifications/alerts.server";
import { modesForEvent } from "../notifications/preferences.server";
import { meetingTime } from "./meeting-mail.server";

type MeetingFacts = {
  leadKind: LeadKind;
  leadId: string;
  staffId: string;
  startsAt: Date;
  visitorName: string;
};

/**
 * Tells a lead's owner that its visitor booked or cancelled a meeting with someone else (the
 * host has the invitation or the CANCEL already), if they hear of it at once (Settings → My
 * notifications, record 100) and have the second factor that lead mail waits for (record 068).
 * In the caller's transaction, through the outbox.
 */
export async function tellOwnerOfMeeting(
  tx: Db,
  meeting: MeetingFacts,
  event: "meeting-booked" | "meeting-cancelled",
) {
  const { table } = leadTables[meeting.leadKind];
  const [lead] = await tx
    .select({ ownerId: table.ownerId })
    .from(table)
    .where(eq(table.id, meeting.leadId));
  const ownerId = lead?.ownerId as string | null | undefined;
  if (!ownerId || ownerId === meeting.staffId) return;
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, ownerId), hasSecondFactor));
  if (!owner) return;
  if ((await modesForEvent(tx, [ownerId], event)).get(ownerId) !== "instant") return;
  const [host] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, meeting.staffId));
  const noun = leadKinds[meeting.leadKind].noun.replace(/^an? /, "");
  const when = meetingTime(meeting.startsAt, site.timeZone);
  const withWhom = host?.name || host?.email || "a colleague";
  const url = new URL(recordPath(meeting.leadKind, meeting.leadId), config().PUBLIC_URL).href;
  const booked = event === "meeting-booked";
  const subject = booked ? `Meeting booked on your ${noun}` : `Meeting cancelled on your ${noun}`;
  const line = booked
    ? `${meeting.visitorName} booked a meeting with ${withWhom} for ${when}.`
    : `${meeting.visitorName} cancelled their meeting with ${withWhom} of ${when}. A follow-up is set for you.`;
  await enqueueNotice(tx, {
    kind: "alert",
    to: owner.email,
    subject,
    text: `${line}\n\nOpen the record: ${url}`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5"><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(url)}">Open the record</a></p></body></html>`,
    lead: { kind: meeting.leadKind, id: meeting.leadId },
  });
}
