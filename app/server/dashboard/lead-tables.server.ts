import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { StoredLeads } from "~/lib/dashboard";
import type { LeadKind } from "~/lib/lead-kinds";
import { contactSubmissions, demoRequests, jobApplications, quotes } from "../db/schema.server";

/**
 * A list's table. `$inferSelect` ties the table's row to the browser's type of that record:
 * a column added, removed or retyped in the schema fails to compile until both agree.
 */
type LeadTable<Row> = PgTable & {
  id: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
  userId: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  ownerId: AnyPgColumn;
  followUpAt: AnyPgColumn;
  followUpAllDay: AnyPgColumn;
  reference: AnyPgColumn;
  $inferSelect: Row;
};

/**
 * Each list's table and the columns its search looks in: every text field the visitor wrote,
 * each covered by the trigram index of drizzle/0005_search_every_field.sql.
 */
export const leadTables: {
  [K in LeadKind]: { table: LeadTable<StoredLeads[K]>; search: AnyPgColumn[] };
} = {
  quotes: {
    table: quotes,
    search: [quotes.name, quotes.email, quotes.company, quotes.description, quotes.outcome],
  },
  demos: {
    table: demoRequests,
    search: [
      demoRequests.name,
      demoRequests.email,
      demoRequests.company,
      demoRequests.message,
      demoRequests.product,
    ],
  },
  contacts: {
    table: contactSubmissions,
    search: [
      contactSubmissions.name,
      contactSubmissions.email,
      contactSubmissions.company,
      contactSubmissions.message,
    ],
  },
  applications: {
    table: jobApplications,
    search: [jobApplications.name, jobApplications.email, jobApplications.message],
  },
};
