import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  foreignKey,
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

/**
 * A lead-kind and lead-id pair's foreign key to `leads`: the pair must name a lead of that
 * kind (a pair with a null in it names none, and is not checked).
 */
export function leadReference(name: string, t: { leadKind: AnyPgColumn; leadId: AnyPgColumn }) {
  return foreignKey({
    name,
    columns: [t.leadKind, t.leadId],
    foreignColumns: [leads.kind, leads.id],
  });
}
