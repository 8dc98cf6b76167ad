import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { LeadListKind } from "~/lib/dashboard";
import { contactSubmissions, demoRequests, jobApplications, quotes } from "../db/schema.server";

type LeadTable = PgTable & {
  id: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** Each list's table and the columns its search looks in. */
export const leadTables: Record<LeadListKind, { table: LeadTable; search: AnyPgColumn[] }> = {
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
