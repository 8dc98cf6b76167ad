import { inArray, or } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";

/** Names staff by who they are (record 118): a name, else the e-mail the row kept. */
export type ActorNames = (id: string | null, email: string | null) => string | null;

/**
 * Reads the names of the accounts behind a page's rows in one query: by id where a row kept
 * the account's id, by address where it kept only an e-mail (a staff reply's Reply-To). An
 * account without a name, or one since deleted, is shown by the address the row kept.
 */
export async function actorNames(
  db: Db,
  ids: Iterable<string | null>,
  emails: Iterable<string | null> = [],
): Promise<ActorNames> {
  const idList = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const emailList = [
    ...new Set([...emails].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase())),
  ];
  const rows =
    idList.length + emailList.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(
            or(
              idList.length ? inArray(users.id, idList) : undefined,
              emailList.length ? inArray(users.email, emailList) : undefined,
            ),
          );
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.name]));
  return (id, email) =>
    (id ? byId.get(id) : undefined) ||
    (email ? byEmail.get(email.toLowerCase()) : undefined) ||
    email;
}
