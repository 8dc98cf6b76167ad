import { and, eq, inArray } from "drizzle-orm";
import type { LeadListKind } from "~/lib/dashboard";
import type { Db } from "../db/client.server";
import {
  contactSubmissions,
  demoRequests,
  emailOutbox,
  jobApplications,
  leadEvents,
  quotes,
  resumeFiles,
} from "../db/schema.server";

/** What an anonymised record keeps in place of the person: the row, its status and dates stay. */
export const ANONYMISED_NAME = "Anonymised";
export const ANONYMISED_EMAIL = "anonymised@invalid";

const person = { name: ANONYMISED_NAME, email: ANONYMISED_EMAIL, userId: null };

/**
 * Removes the person from records of one list: name, e-mail, account link, everything they
 * wrote, the résumé file, staff notes about them and the e-mails about the record. Status,
 * dates, owner and source stay, so the charts and counts still add up. Run it inside the
 * caller's transaction (erasure, retention, account deletion): all of it, or none.
 */
export async function anonymiseLeads(tx: Db, kind: LeadListKind, ids: string[]) {
  if (ids.length === 0) return;
  if (kind === "quotes") {
    await tx
      .update(quotes)
      .set({ ...person, company: null, description: "", outcome: null, timeline: null })
      .where(inArray(quotes.id, ids));
  } else if (kind === "demos") {
    await tx
      .update(demoRequests)
      .set({ ...person, company: null, message: null })
      .where(inArray(demoRequests.id, ids));
  } else if (kind === "contacts") {
    await tx
      .update(contactSubmissions)
      .set({ ...person, company: null, message: "" })
      .where(inArray(contactSubmissions.id, ids));
  } else {
    await tx.delete(resumeFiles).where(inArray(resumeFiles.applicationId, ids));
    await tx
      .update(jobApplications)
      .set({ ...person, message: null, resumePath: null })
      .where(inArray(jobApplications.id, ids));
  }
  await tx
    .update(leadEvents)
    .set({ body: null })
    .where(and(eq(leadEvents.leadKind, kind), inArray(leadEvents.leadId, ids)));
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.leadKind, kind), inArray(emailOutbox.leadId, ids)));
}
