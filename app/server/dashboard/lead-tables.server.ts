import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { StoredLeads } from "~/lib/dashboard";
import type { LeadKind } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import {
  contactSubmissions,
  demoRequests,
  jobApplications,
  newsletterSubscriptions,
  quotes,
} from "../db/schema.server";

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
  source: AnyPgColumn;
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
  subscriptions: {
    table: newsletterSubscriptions,
    search: [newsletterSubscriptions.name, newsletterSubscriptions.email],
  },
};

/** The columns every lead table has that the workspace changes, whatever the kind. */
export type LeadWork = {
  status?: string;
  ownerId?: string | null;
  followUpAt?: Date | null;
  followUpAllDay?: boolean;
  firstResponseAt?: SQL;
  userId?: string | null;
};

/**
 * Sets `work` on the records of `kind` that `where` picks. Each kind's table is named in its
 * own branch, so drizzle checks the columns against it (a table picked at run time could not be
 * checked); a new kind fails to compile here until it has a branch.
 */
export function updateLeads(db: Db, kind: LeadKind, work: LeadWork, where: SQL | undefined) {
  switch (kind) {
    case "quotes":
      return db.update(quotes).set(work).where(where).returning({ id: quotes.id });
    case "demos":
      return db.update(demoRequests).set(work).where(where).returning({ id: demoRequests.id });
    case "contacts":
      return db
        .update(contactSubmissions)
        .set(work)
        .where(where)
        .returning({ id: contactSubmissions.id });
    case "applications":
      return db
        .update(jobApplications)
        .set(work)
        .where(where)
        .returning({ id: jobApplications.id });
    case "subscriptions":
      return db
        .update(newsletterSubscriptions)
        .set(work)
        .where(where)
        .returning({ id: newsletterSubscriptions.id });
    default: {
      const unknown: never = kind;
      throw new Error(`No table for lead kind ${String(unknown)}`);
    }
  }
}
