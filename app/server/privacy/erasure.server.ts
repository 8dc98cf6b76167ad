import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { emailOutbox, users } from "../db/schema.server";
import { ANONYMISED_EMAIL, ANONYMISED_NAME } from "../leads/erased.server";
import { log } from "../log.server";
import { removeMailFiles } from "../mail/mail-files.server";
import { eraseProposalsOf } from "../proposals/erasure.server";
import { anonymiseLeads } from "./anonymise.server";
import { describePersonData, type PersonData } from "./person-data.server";
import { anonymiseDeals } from "./person-deals.server";
import { anonymiseMeetings } from "./person-meetings.server";

/** Counts per list, for the audit row (never the person's data itself). */
function counts(data: PersonData) {
  const byKind: Partial<Record<LeadKind, number>> = {};
  for (const record of data.records) byKind[record.kind] = (byKind[record.kind] ?? 0) + 1;
  return {
    account: Boolean(data.account),
    ...byKind,
    ...(data.meetings.length ? { meetings: data.meetings.length } : {}),
    ...(data.deals.length ? { deals: data.deals.length } : {}),
  };
}

/**
 * Staff copies that name the person in Reply-To: the notices and alerts queued before alerts
 * were linked to their lead (record 068). A reply's Reply-To is the staff member's, not theirs.
 */
const replyToKinds = ["quote", "demo", "contact", "application", "alert", "deal-won"];

/**
 * Mails not linked to any of the person's records: everything sent to their address (account
 * confirmations, password resets), and older unlinked staff copies with their address as
 * Reply-To. Deleted with the records; returns their ids.
 */
async function deleteMailToPerson(tx: Db, email: string): Promise<string[]> {
  const rows = await tx
    .delete(emailOutbox)
    .where(
      or(
        sql`lower(${emailOutbox.to}) = ${email}`,
        and(inArray(emailOutbox.kind, replyToKinds), sql`lower(${emailOutbox.replyTo}) = ${email}`),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * Erases a person, as found by findPersonData: every record anonymised (anonymise.server, which
 * also takes the e-mails, webhook deliveries and digest lines about them, and their name on the
 * records' meetings), the meetings booked under their address about other records likewise
 * (record 089), every other mail to their address, the account and its sessions deleted, and one audit row, in one transaction. A
 * failure anywhere leaves everything as it was. The .eml copies under DATA_DIR/mail go once the
 * transaction has committed.
 */
export async function erasePersonData(
  db: Db,
  data: PersonData,
  audit: { action: "data-erasure" | "account-deleted"; actor: Actor; ip: string | null },
  options: { dataDir?: string } = {},
): Promise<string> {
  const summary = describePersonData(data);
  const mailIds = await db.transaction(async (tx) => {
    const ids: string[] = [];
    const kinds = [...new Set(data.records.map((record) => record.kind))];
    for (const kind of kinds) {
      const records = data.records.filter((record) => record.kind === kind).map((r) => r.id);
      ids.push(...(await anonymiseLeads(tx, kind, records)).mailIds);
    }
    const visitor = { name: ANONYMISED_NAME, email: ANONYMISED_EMAIL };
    ids.push(...(await anonymiseMeetings(tx, data.meetings, data.records, visitor)));
    ids.push(...(await deleteMailToPerson(tx, data.email)));
    // Their proposal links die, signed proposals kept as record 116 says: before the deals
    // lose the address that finds them.
    await eraseProposalsOf(tx, data.email);
    await anonymiseDeals(tx, data.deals, data.email);
    if (data.account) await tx.delete(users).where(eq(users.id, data.account.id));
    await recordAudit(tx, {
      action: audit.action,
      actor: audit.actor,
      subject: { kind: "person", id: data.account?.id ?? "no-account" },
      detail: counts(data),
      ip: audit.ip,
    });
    return ids;
  });
  // The database is the record; a copy left on disk is logged, and housekeeping prunes it later.
  await removeMailFiles(mailIds, options.dataDir).catch((error: unknown) =>
    log().error({ err: error }, "removing .eml copies of erased mail failed"),
  );
  return summary;
}
