import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { LeadListKind, StoredLeads } from "~/lib/dashboard";
import { contactSubmissions, demoRequests, jobApplications, quotes } from "../db/schema.server";

/**
 * A list's table. `$inferSelect` ties the table's row to the browser's type of that record:
 * a column added, removed or retyped in the schema fails to compile until both agree.
 */
type LeadTable<Row> = PgTable & {
  id: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  ownerId: AnyPgColumn;
  followUpAt: AnyPgColumn;
  $inferSelect: Row;
};

/** Each list's table and the columns its search looks in. */
export const leadTables: {
  [K in LeadListKind]: { table: LeadTable<StoredLeads[K]>; search: AnyPgColumn[] };
} = {
  quotes: { table: quotes, search: [quotes.name, quotes.email, quotes.company] },
  demos: {
    table: demoRequests,
    search: [demoRequests.name, demoRequests.email, demoRequests.company],
  },
  contacts: {
    table: contactSubmissions,
    search: [contactSubmissions.name, contactSubmissions.email, contactSubmissions.company],
  },
  applications: { table: jobApplications, search: [jobApplications.name, jobApplications.email] },
};
