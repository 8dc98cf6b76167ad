import { and, eq, inArray, like, or } from "drizzle-orm";
import { receivesNewsletter } from "~/lib/lead-capabilities";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { recordPath } from "~/lib/workspace";
import type { Db } from "../db/client.server";
import {
  emailOutbox,
  inboundMessages,
  leadEvents,
  meetings,
  newsletterBounces,
  newsletterSends,
  resumeFiles,
  webhookDeliveries,
} from "../db/schema.server";
import { ANONYMISED_EMAIL, ANONYMISED_NAME } from "../leads/erased.server";
import { leadTables } from "../leads/lead-tables.server";
import { anonymisedVisitor } from "./person-meetings.server";

const person = { name: ANONYMISED_NAME, email: ANONYMISED_EMAIL, userId: null };

/** What anonymising touched outside the lead rows: the outbox rows whose .eml copies must go. */
export type Anonymised = { mailIds: string[] };

/**
 * Removes the person from records of one list: name, e-mail, account link, everything they
 * wrote, the résumé file, staff notes about them, every e-mail about the record (notices, staff
 * alerts, assignment mails, replies, meeting invitations and reminders not yet sent), the
 * webhook deliveries about it, the bounce reports about their newsletter mail, their name in
 * staff digests, and their name and e-mail on the
 * record's meetings (record 089: the meetings' times and status stay for the staff calendar). Status, dates, owner and source stay, so the charts and counts still add up. Run it
 * inside the caller's transaction (erasure, retention, account deletion): all of it, or none.
 * Returns the outbox ids whose .eml copies the caller removes once the transaction commits
 * (mail-files.server). Record 068 lists every copy and what reaches it.
 */
export async function anonymiseLeads(tx: Db, kind: LeadKind, ids: string[]): Promise<Anonymised> {
  if (ids.length === 0) return { mailIds: [] };
  // Each kind's own columns are blanked as the registry's server half says (record 105).
  const { table, erased } = leadTables[kind];
  if (leadKinds[kind].candidate) {
    await tx.delete(resumeFiles).where(inArray(resumeFiles.applicationId, ids));
  }
  await tx
    .update(table)
    .set({ ...erased, ...person })
    .where(inArray(table.id, ids));
  const digests = await redactDigests(tx, kind, ids);
  // The outbox rows their reminderIds name are deleted below with the record's other mail.
  await tx
    .update(meetings)
    .set(anonymisedVisitor(ANONYMISED_NAME, ANONYMISED_EMAIL))
    .where(and(eq(meetings.leadKind, kind), inArray(meetings.leadId, ids)));
  await tx
    .update(leadEvents)
    .set({ body: null })
    .where(and(eq(leadEvents.leadKind, kind), inArray(leadEvents.leadId, ids)));
  // Which newsletter issues reached a subscriber (record 111; ids are unique across kinds);
  // an issue's click counts never named anyone.
  await tx.delete(newsletterSends).where(inArray(newsletterSends.subscriberId, ids));
  const mails = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.leadKind, kind), inArray(emailOutbox.leadId, ids)))
    .returning({ id: emailOutbox.id });
  // Their answers by e-mail and the attachments with them (record 075).
  await tx
    .delete(inboundMessages)
    .where(and(eq(inboundMessages.leadKind, kind), inArray(inboundMessages.leadId, ids)));
  // Bounce reports about their newsletter mail quote their address (record 112).
  if (receivesNewsletter(kind))
    await tx.delete(newsletterBounces).where(inArray(newsletterBounces.subscriberId, ids));
  // Pending ones too: an erased person's data must not leave after the erasure.
  await tx
    .delete(webhookDeliveries)
    .where(and(eq(webhookDeliveries.leadKind, kind), inArray(webhookDeliveries.leadId, ids)));
  return { mailIds: [...mails.map((row) => row.id), ...digests] };
}

/**
 * Staff digests and hourly summaries name several leads each, so they are not linked to one:
 * find the ones that link to these records and replace each record's name with ANONYMISED_NAME
 * (notifications/summary-mail.server's layout: `<a href="…/admin/leads/<kind>/<id>">Q-1 name</a>`
 * and `- Q-1 name (<list>, …) <link>`).
 * Returns the ids of the digests it changed.
 */
async function redactDigests(tx: Db, kind: LeadKind, ids: string[]): Promise<string[]> {
  const paths = ids.map((id) => recordPath(kind, id));
  const rows = await tx
    .select({ id: emailOutbox.id, html: emailOutbox.html, text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(
        // The daily digest and the hourly summary (record 083) share one layout.
        inArray(emailOutbox.kind, ["digest", "hourly"]),
        or(...paths.map((path) => like(emailOutbox.text, `%${path}%`))),
      ),
    );
  const label = leadKinds[kind].label;
  const changed: string[] = [];
  for (const row of rows) {
    let { html, text } = row;
    for (const path of paths) {
      html = html.replace(
        new RegExp(`(<a href="[^"]*${escapeRegExp(path)}">)[^<]*(</a>)`, "g"),
        `$1${ANONYMISED_NAME}$2`,
      );
      text = text
        .split("\n")
        .map((line) => {
          if (!line.includes(path)) return line;
          const rest = line.lastIndexOf(` (${label}, `);
          return rest < 0
            ? `- ${ANONYMISED_NAME} ${path}`
            : `- ${ANONYMISED_NAME}${line.slice(rest)}`;
        })
        .join("\n");
    }
    if (html === row.html && text === row.text) continue;
    await tx.update(emailOutbox).set({ html, text }).where(eq(emailOutbox.id, row.id));
    changed.push(row.id);
  }
  return changed;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
