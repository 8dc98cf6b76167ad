import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { leadFields, type StoredLeads } from "~/lib/dashboard";
import { type LeadKind, leadKindIds } from "~/lib/lead-kinds";
import { formatReference } from "~/lib/references";
import { personalMailKinds, type SubmissionDetail } from "~/lib/replies";
import { productNamer } from "../content/products.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { emailOutbox, jobs, statusChanges } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";

/**
 * What My Account shows under each of one account's submissions, keyed by submission id: its
 * reference, what was sent, its status history and the e-mails sent to the person about it.
 * Staff notes, owners and the staff's own notices are never read here: messages are only the
 * person-facing leadKindIds, sent to the submission's address.
 */
export async function mySubmissionDetails(
  userId: string,
  db: Db = defaultDb(),
): Promise<Record<string, SubmissionDetail>> {
  const rows = (
    await Promise.all(
      leadKindIds.map(async (kind) => {
        const { table } = leadTables[kind];
        const found = (await db.select().from(table).where(eq(table.userId, userId))) as Stored[];
        return found.map((row) => ({ kind, row }));
      }),
    )
  ).flat();
  if (rows.length === 0) return {};
  const ids = rows.map(({ row }) => row.id);
  const [changes, mails, jobTitles, productName] = await Promise.all([
    db
      .select()
      .from(statusChanges)
      .where(inArray(statusChanges.leadId, ids))
      .orderBy(asc(statusChanges.createdAt)),
    db
      .select()
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.leadId, ids),
          inArray(emailOutbox.kind, [...personalMailKinds]),
          isNotNull(emailOutbox.sentAt),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt)),
    jobTitlesOf(rows, db),
    productNamer(db),
  ]);
  const details: Record<string, SubmissionDetail> = {};
  for (const { kind, row } of rows) {
    const own = changes.filter((c) => c.leadKind === kind && c.leadId === row.id);
    const first = own[0]?.fromStatus ?? row.status;
    details[row.id] = {
      reference: formatReference(kind, row.reference),
      sent: sentFields(kind, row, jobTitles, productName),
      history: [
        { status: first, at: row.createdAt.toISOString() },
        ...own.map((c) => ({ status: c.toStatus, at: c.createdAt.toISOString() })),
      ],
      messages: mails
        .filter((m) => m.leadKind === kind && m.leadId === row.id)
        .filter((m) => m.to.toLowerCase() === row.email.toLowerCase())
        .map((m) => ({
          id: m.id,
          at: (m.sentAt ?? m.createdAt).toISOString(),
          subject: m.subject,
          text: m.text,
        })),
    };
  }
  return details;
}

type Stored = StoredLeads[LeadKind] & Partial<StoredLeads["applications"]>;

async function jobTitlesOf(rows: { row: Stored }[], db: Db) {
  const jobIds = rows.flatMap(({ row }) => (row.jobId ? [row.jobId] : []));
  if (jobIds.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(inArray(jobs.id, jobIds));
  return new Map(found.map((job) => [job.id, job.title]));
}

/** The fields the person filled in, with the labels staff see; empty ones left out. */
function sentFields(
  kind: LeadKind,
  row: Stored,
  jobTitles: Map<string, string>,
  productName: (slug: string | null) => string | null,
) {
  const values: Record<string, unknown> = {
    ...row,
    ...("product" in row && { product: productName(row.product) }),
    jobTitle: row.jobId ? (jobTitles.get(row.jobId) ?? "Unknown Job") : "Unknown Job",
  };
  const fields: [string, string][] = [
    ["Name", row.name],
    ["Email", row.email],
  ];
  for (const [key, label] of leadFields(kind) as readonly [string, string][]) {
    const value = values[key];
    if (value !== null && value !== undefined && value !== "") fields.push([label, String(value)]);
  }
  return fields;
}
