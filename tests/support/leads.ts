import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";

/** A contact message from Pat <pat@example.com>, a record for answers to be filed on; its id. */
export async function addPatsContactMessage(db: Db): Promise<string> {
  const [contact] = await db
    .insert(contactSubmissions)
    .values({ name: "Pat", email: "pat@example.com", message: "Hello?" })
    .returning({ id: contactSubmissions.id });
  return contact?.id ?? "";
}
