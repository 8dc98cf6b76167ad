import { desc, eq, sql } from "drizzle-orm";
import type { LeadListKind } from "~/lib/dashboard";
import type { ContactItem } from "~/lib/workspace";
import { leadTables } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { jobs, users } from "../db/schema.server";

/**
 * Everything one e-mail address sent, in the lists the viewer works (newest first), and the
 * registered account with that address, if any. Matches through the lower(email) indexes.
 */
export async function contactHistory(email: string, kinds: LeadListKind[], db: Db = defaultDb()) {
  const address = email.trim().toLowerCase();
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { table } = leadTables[kind];
      const jobTitle =
        kind === "applications"
          ? sql<
              string | null
            >`(select ${jobs.title} from ${jobs} where ${jobs.id} = ${table}.job_id)`
          : sql<string | null>`null`;
      const rows = await db
        .select({
          id: table.id,
          name: table.name,
          status: table.status,
          createdAt: table.createdAt,
          owner: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
          jobTitle,
        })
        .from(table)
        .leftJoin(users, eq(users.id, table.ownerId))
        .where(sql`lower(${table.email}) = ${address}`)
        .orderBy(desc(table.createdAt))
        .limit(200);
      return rows.map(
        (row): ContactItem => ({
          kind,
          id: row.id as string,
          name: row.name as string,
          status: row.status as string,
          createdAt: (row.createdAt as Date).toISOString(),
          owner: row.owner,
          jobTitle: kind === "applications" ? (row.jobTitle ?? "Unknown Job") : null,
        }),
      );
    }),
  );
  const [account] = await db
    .select({ id: users.id, name: users.name, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`);
  return {
    email: address,
    items: lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    account: account ? { ...account, createdAt: account.createdAt.toISOString() } : null,
  };
}
