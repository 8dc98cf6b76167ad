import { desc, eq, sql } from "drizzle-orm";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import type { ContactItem } from "~/lib/workspace";
import { areaOfList, mayUse } from "../auth/staff-access.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { jobs, users } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";

/** The registered account with an address, as User Management shows it. */
export type ContactAccount = { id: string; name: string; role: string | null; createdAt: string };

/**
 * Everything one e-mail address sent, in the lists the viewer's role works (newest first), and,
 * for those who manage users (admins), the registered account with that address, if any. Staff
 * pages show only what the role may see: HR sees applications and nothing of the account (its
 * name, role or existence). Matches through the lower(email) indexes.
 */
export async function contactHistory(
  email: string,
  viewer: { role: string },
  db: Db = defaultDb(),
): Promise<{
  email: string;
  items: ContactItem[];
  /** Whether the viewer may see accounts; `account` is null either way when they may not. */
  accountShown: boolean;
  account: ContactAccount | null;
}> {
  const address = email.trim().toLowerCase();
  const kinds = leadKindIds.filter((kind) => mayUse(viewer.role, areaOfList(kind)));
  const accountShown = mayUse(viewer.role, "users");
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { table } = leadTables[kind];
      const jobTitle = leadKinds[kind].namesJob
        ? sql<string | null>`(select ${jobs.title} from ${jobs} where ${jobs.id} = ${table}.job_id)`
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
          jobTitle: leadKinds[kind].namesJob ? (row.jobTitle ?? "Unknown Job") : null,
        }),
      );
    }),
  );
  const [account] = accountShown
    ? await db
        .select({ id: users.id, name: users.name, role: users.role, createdAt: users.createdAt })
        .from(users)
        .where(sql`lower(${users.email}) = ${address}`)
    : [];
  return {
    email: address,
    items: lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    accountShown,
    account: account ? { ...account, createdAt: account.createdAt.toISOString() } : null,
  };
}
