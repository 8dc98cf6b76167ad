import { eq } from "drizzle-orm";
import type { LeadListKind } from "~/lib/dashboard";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { anonymiseLeads } from "./anonymise.server";
import { type Actor, recordAudit } from "./audit.server";
import { describePersonData, type PersonData } from "./person-data.server";

/** Counts per list, for the audit row (never the person's data itself). */
function counts(data: PersonData) {
  const byKind: Partial<Record<LeadListKind, number>> = {};
  for (const record of data.records) byKind[record.kind] = (byKind[record.kind] ?? 0) + 1;
  return { account: Boolean(data.account), ...byKind };
}

/**
 * Erases a person, as found by findPersonData: every record anonymised (anonymise.server), the
 * account and its sessions deleted, and one audit row, in one transaction. A failure anywhere
 * leaves everything as it was.
 */
export async function erasePersonData(
  db: Db,
  data: PersonData,
  audit: { action: "data-erasure" | "account-deleted"; actor: Actor; ip: string | null },
): Promise<string> {
  const summary = describePersonData(data);
  await db.transaction(async (tx) => {
    const kinds = [...new Set(data.records.map((record) => record.kind))];
    for (const kind of kinds) {
      const ids = data.records.filter((record) => record.kind === kind).map((r) => r.id);
      await anonymiseLeads(tx, kind, ids);
    }
    if (data.account) await tx.delete(users).where(eq(users.id, data.account.id));
    await recordAudit(tx, {
      action: audit.action,
      actor: audit.actor,
      subject: { kind: "person", id: data.account?.id ?? "no-account" },
      detail: counts(data),
      ip: audit.ip,
    });
  });
  return summary;
}
