import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { newsletterSubscriptions, users } from "../db/schema.server";
import { assignFromList } from "./bulk.server";

const admin = {
  id: "bulk-admin",
  email: "bulk-admin@example.com",
  name: "Bulk Admin",
  role: "admin",
} as const;

describe(`bulk assign (${engine})`, () => {
  const database = databaseForThisFile((db) =>
    db.db.insert(users).values({ ...admin, emailVerified: true, twoFactorEnabled: true }),
  );

  it("refuses owners on newsletter sign-ups, which nobody works, and changes nothing", async () => {
    const [subscription] = await database.db
      .insert(newsletterSubscriptions)
      .values({ name: "", email: "bulk-reader@example.com" })
      .returning({ id: newsletterSubscriptions.id });
    const form = new FormData();
    form.append("ids", subscription?.id ?? "");
    form.append("owner", admin.id);
    const result = await assignFromList("subscriptions", admin, form);
    expect(result).toMatchObject({ ok: false });
    expect(result.toast.description).toBe("Records on this list have no owner.");
    const [row] = await database.db
      .select({ ownerId: newsletterSubscriptions.ownerId })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, subscription?.id ?? ""));
    expect(row?.ownerId).toBeNull();
  });
});
