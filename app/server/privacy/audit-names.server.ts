import { inArray } from "drizzle-orm";
import { itemName } from "~/lib/content/fields";
import { isContentType } from "~/lib/content/types";
import { isRecordId } from "~/lib/ids";
import { isLeadKind, type LeadKind } from "~/lib/lead-kinds";
import { formatReference } from "~/lib/references";
import type { Db } from "../db/client.server";
import { contentItems, jobs, users } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";

/** The rows' people and records by id, read in a few queries per page or export. */
export type AuditNames = {
  users: Map<string, { name: string; email: string }>;
  leads: Map<string, { kind: LeadKind; reference: string; name: string }>;
  content: Map<string, string>;
  jobs: Map<string, string>;
};

type NamedRow = {
  actorId: string | null;
  subjectKind: string | null;
  subjectId: string | null;
  detail: Record<string, unknown> | null;
};

/** Detail keys that hold a staff account's id (shown by name). */
export const userIdKeys = ["ownerId", "userId"] as const;

/** Large enough for an export, small enough for one query's parameters. */
const CHUNK = 1000;

async function inChunks<T>(ids: Set<string>, read: (chunk: string[]) => Promise<T[]>) {
  const all = [...ids];
  const rows: T[] = [];
  for (let start = 0; start < all.length; start += CHUNK) {
    rows.push(...(await read(all.slice(start, start + CHUNK))));
  }
  return rows;
}

export async function loadAuditNames(db: Db, rows: NamedRow[]): Promise<AuditNames> {
  const userIds = new Set<string>();
  const leadIds = new Map<LeadKind, Set<string>>();
  const contentIds = new Set<string>();
  const jobIds = new Set<string>();
  for (const row of rows) {
    if (row.actorId) userIds.add(row.actorId);
    for (const key of userIdKeys) {
      const value = row.detail?.[key];
      if (typeof value === "string" && value.length <= 64) userIds.add(value);
    }
    const { subjectKind: kind, subjectId: id } = row;
    if (!kind || !id) continue;
    if (kind === "user" || kind === "person") userIds.add(id);
    else if (isLeadKind(kind) && isRecordId(id)) {
      leadIds.set(kind, (leadIds.get(kind) ?? new Set()).add(id));
    } else if (kind === "content" && isRecordId(id)) contentIds.add(id);
    else if (kind === "job" && isRecordId(id)) jobIds.add(id);
  }
  const names: AuditNames = {
    users: new Map(),
    leads: new Map(),
    content: new Map(),
    jobs: new Map(),
  };
  const people = await inChunks(userIds, (chunk) =>
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, chunk)),
  );
  for (const person of people) names.users.set(person.id, person);
  for (const [kind, ids] of leadIds) {
    const { table } = leadTables[kind];
    const leads = await inChunks(ids, (chunk) =>
      db
        .select({ id: table.id, reference: table.reference, name: table.name })
        .from(table)
        .where(inArray(table.id, chunk)),
    );
    for (const lead of leads as { id: string; reference: number; name: string }[]) {
      names.leads.set(lead.id, {
        kind,
        reference: formatReference(kind, lead.reference),
        name: lead.name,
      });
    }
  }
  const items = await inChunks(contentIds, (chunk) =>
    db
      .select({ id: contentItems.id, type: contentItems.type, fields: contentItems.fields })
      .from(contentItems)
      .where(inArray(contentItems.id, chunk)),
  );
  for (const item of items) {
    if (isContentType(item.type)) names.content.set(item.id, itemName(item.type, item.fields));
  }
  const postings = await inChunks(jobIds, (chunk) =>
    db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, chunk)),
  );
  for (const job of postings) names.jobs.set(job.id, job.title);
  return names;
}
