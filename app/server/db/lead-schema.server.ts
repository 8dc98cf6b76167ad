import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  foreignKey,
  type IndexColumn,
  index,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { leadKindIds } from "~/lib/lead-kinds";
import { createdAt } from "./columns.server";

/**
 * One row per lead of any kind (record 076): the key each kind's table and every lead-kind and
 * lead-id pair elsewhere point at, so no timeline entry, e-mail or consent can name a lead that
 * does not exist, or name it under the wrong kind. A trigger on each kind's table adds the row
 * as the lead is saved (drizzle/0014_leads.sql).
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("leads_kind_id_key").on(t.kind, t.id),
    check("leads_kind_check", sql.raw(`kind in (${leadKindIds.map((k) => `'${k}'`).join(", ")})`)),
  ],
);

type LeadPair = { leadKind: AnyPgColumn; leadId: AnyPgColumn };

/**
 * A lead-kind and lead-id pair's foreign key to `leads`: the pair must name a lead of that
 * kind (a pair with a null in it names none, and is not checked).
 */
export function leadReference(name: string, t: LeadPair) {
  return foreignKey({
    name,
    columns: [t.leadKind, t.leadId],
    foreignColumns: [leads.kind, leads.id],
  });
}

/** The lead-kind and lead-id pair by which a row names the lead it is about. */
export const leadPair = () => ({
  leadKind: text("lead_kind").notNull(),
  leadId: uuid("lead_id").notNull(),
});

/** The pair for a row that may be about no lead (or outlives the one it was about). */
export const optionalLeadPair = () => ({ leadKind: text("lead_kind"), leadId: uuid("lead_id") });

/**
 * What a table whose rows are about leads needs: the index that finds a lead's rows (in the order
 * of `inOrderOf`, for a timeline), named `<table>_lead_idx` unless `index` says otherwise, and the
 * pair's foreign key, `<table>_lead_fk`: `cascade` deletes the rows with their lead, `set null`
 * keeps them naming none.
 */
export function leadKeys(
  table: string,
  t: LeadPair,
  options: { onDelete: "cascade" | "set null"; inOrderOf?: IndexColumn; index?: string },
) {
  const order = options.inOrderOf ? [options.inOrderOf] : [];
  return [
    index(options.index ?? `${table}_lead_idx`).on(t.leadKind, t.leadId, ...order),
    leadReference(`${table}_lead_fk`, t).onDelete(options.onDelete),
  ];
}
