import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { DAY } from "../../../tests/support/time";
import { newsletterSubscriptions } from "../db/schema.server";
import { ANONYMISED_EMAIL } from "../leads/erased.server";
import { runRetention } from "./retention.server";

describe(`privacy: newsletter sign-ups nobody confirmed lapse (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  const subscribe = async (email: string, status: string, createdAt: Date) => {
    const [row] = await database.db
      .insert(newsletterSubscriptions)
      .values({ name: "", email, status, createdAt })
      .returning({ id: newsletterSubscriptions.id });
    return row?.id ?? "";
  };
  const emailOf = async (id: string) =>
    (
      await database.db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id))
    )[0]?.email;

  it("anonymises an address left unconfirmed for 30 days, and keeps confirmed and newer ones", async () => {
    const now = new Date();
    const stale = await subscribe(
      "stale@example.com",
      "Pending",
      new Date(now.getTime() - 31 * DAY),
    );
    const fresh = await subscribe(
      "fresh@example.com",
      "Pending",
      new Date(now.getTime() - 29 * DAY),
    );
    const reader = await subscribe(
      "reader@example.com",
      "Confirmed",
      new Date(now.getTime() - 90 * DAY),
    );
    const run = await runRetention(database.db, now);
    expect(run).toMatchObject({ subscriptions: 1 });
    expect(await emailOf(stale)).toBe(ANONYMISED_EMAIL);
    expect(await emailOf(fresh)).toBe("fresh@example.com");
    expect(await emailOf(reader)).toBe("reader@example.com");
  });
});
