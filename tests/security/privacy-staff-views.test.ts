import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/content/site";
import { zonedTime } from "../../app/lib/business-hours";
import { loader as contactLoader } from "../../app/routes/admin/person";
import {
  emailOutbox,
  jobApplications,
  notificationPreferences,
  quotes,
  workspaceSettings,
} from "../../app/server/db/schema.server";
import { sendDailyDigests } from "../../app/server/digest/digest.server";
import { guardFields, sampleQuote, visitor } from "../../app/server/intake/testing.server";
import { assignLeads } from "../../app/server/leads/assignment.server";
import { submitQuote } from "../../app/server/leads/leads.server";
import { databaseForThisFile, engine } from "../support/test-database";
import { addAccount, type Person, productionEnv, requestAs, run } from "./privacy-support";

// Issue item 10: staff pages show only what the role may see, and lead content goes by e-mail
// only to staff who have a second factor (record 068).

type ContactArgs = Parameters<typeof contactLoader>[0];

describe(`what staff see of people (${engine})`, () => {
  beforeAll(() => productionEnv());
  const database = databaseForThisFile();

  const contactPage = async (viewer: Person, email: string) =>
    run(async () =>
      contactLoader({
        request: await requestAs(database.db, viewer, `/admin/people/${email}`),
        params: { email },
        context: {},
      } as unknown as ContactArgs),
    );

  it("HR opening an admin's contact page learns nothing of the account; an admin sees it", async () => {
    const hr = await addAccount(database.db, "hr");
    const admin = await addAccount(database.db, "admin", { name: "Ada Admin" });
    // The admin once applied for a job with their own address.
    await database.db
      .insert(jobApplications)
      .values({ name: "Ada Admin", email: admin.email, status: "Received" });

    const seenByHr = await contactPage(hr, admin.email);
    expect(seenByHr.status).toBe(200);
    const hrPage = seenByHr.data as { items: { kind: string }[]; account: unknown };
    expect(hrPage.items.map((item) => item.kind)).toEqual(["applications"]);
    expect(hrPage.account).toBeNull();
    expect(JSON.stringify(hrPage)).not.toContain('"role"');

    const seenByAdmin = await contactPage(admin, admin.email);
    expect(seenByAdmin.status).toBe(200);
    expect((seenByAdmin.data as { account: unknown }).account).toMatchObject({
      id: admin.id,
      name: "Ada Admin",
      role: "admin",
    });
  });

  const mailsTo = async (email: string, kind: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
      (mail) => mail.kind === kind,
    );

  it("a new lead is e-mailed in full only to staff with an app or a passkey", async () => {
    const noFactor = await addAccount(database.db, "admin", { factor: "none" });
    const withApp = await addAccount(database.db, "admin", { factor: "app" });
    const withPasskey = await addAccount(database.db, "admin", { factor: "passkey" });
    // New quotes come by digest unless chosen instant (record 083).
    await database.db.insert(notificationPreferences).values(
      [noFactor, withApp, withPasskey].map((p) => ({
        userId: p.id,
        event: "new-lead:quotes",
        mode: "instant",
      })),
    );
    await submitQuote(
      { ...guardFields(), ...sampleQuote, email: "buyer@example.com" },
      visitor(),
      database.db,
    );
    expect(await mailsTo(noFactor.email, "alert")).toHaveLength(0);
    expect(await mailsTo(withApp.email, "alert")).toHaveLength(1);
    expect(await mailsTo(withPasskey.email, "alert")).toHaveLength(1);
  });

  it("no digest and no assignment e-mail naming leads before a second factor", async () => {
    const noFactor = await addAccount(database.db, "admin", { factor: "none" });
    const withApp = await addAccount(database.db, "admin", { factor: "app" });
    const actor = await addAccount(database.db, "admin");
    await database.db
      .update(workspaceSettings)
      .set({ digestHour: 8 })
      .where(eq(workspaceSettings.id, 1));
    const day = { year: 2026, month: 11, day: 23 };
    const ids: Record<string, string> = {};
    for (const owner of [noFactor, withApp]) {
      const [row] = await database.db
        .insert(quotes)
        .values({
          name: `Lead of ${owner.id}`,
          email: `lead-${owner.id}@example.com`,
          industry: "Other",
          description: "x",
          followUpAt: zonedTime({ ...day, day: 20 }, 0, site.timeZone),
          followUpAllDay: true,
          firstResponseAt: zonedTime({ ...day, day: 19 }, 10, site.timeZone),
        })
        .returning({ id: quotes.id });
      ids[owner.id] = row?.id ?? "";
      const assigned = await assignLeads("quotes", [row?.id ?? ""], owner.id, actor, database.db);
      expect(assigned.ok).toBe(true);
    }
    expect(await mailsTo(noFactor.email, "assigned")).toHaveLength(0);
    expect(await mailsTo(withApp.email, "assigned")).toHaveLength(1);

    await sendDailyDigests(database.db, zonedTime(day, 8, site.timeZone));
    expect(await mailsTo(noFactor.email, "digest")).toHaveLength(0);
    const [digest] = await mailsTo(withApp.email, "digest");
    expect(digest?.text).toContain(`Lead of ${withApp.id}`);
  });
});
