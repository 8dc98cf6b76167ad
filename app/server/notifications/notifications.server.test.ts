import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import {
  emailOutbox,
  hourlySummarySends,
  inboundMessages,
  quotes,
  users,
  workspaceSettings,
} from "../db/schema.server";
import { sendDailyDigests } from "../digest/digest.server";
import { assignLeads } from "../leads/assignment.server";
import { anonymiseLeads } from "../privacy/anonymise.server";
import { sendHourlySummaries } from "./hourly.server";
import { saveNotificationModes } from "./preferences.server";

const person = (id: string, role = "admin") => ({
  id,
  email: `${id}@example.com`,
  name: id,
  role,
  emailVerified: true,
  twoFactorEnabled: true,
});

describe(`notifications by event (${engine})`, () => {
  const boss = { id: "n-boss", email: "n-boss@example.com" };
  const mails = async (kind: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  const newQuotes = async (
    n: number,
    prefix: string,
    extra: Partial<typeof quotes.$inferInsert> = {},
  ) =>
    (
      await database.db
        .insert(quotes)
        .values(
          Array.from({ length: n }, (_, i) => ({
            name: `${prefix} ${i + 1}`,
            email: `${prefix.toLowerCase()}${i}@example.com`,
            industry: "Other",
            description: "x",
            ...extra,
          })),
        )
        .returning({ id: quotes.id })
    ).map((row) => row.id);

  const database = databaseForThisFile(async ({ db }) => {
    await db
      .insert(users)
      .values([person("n-boss"), person("n-owen"), person("n-hour"), person("n-late")]);
  });

  it("sends ONE e-mail per person for a bulk assign, listing every lead by reference", async () => {
    const ids = await newQuotes(3, "Bulk");
    await assignLeads("quotes", ids, "n-owen", boss, database.db);
    const sent = (await mails("assigned")).filter((m) => m.to === "n-owen@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Assigned to you: 3 records of Quote Requests");
    expect(sent[0]?.text.match(/Q-\d+/g)).toHaveLength(3);
    expect(sent[0]?.text).not.toContain("Bulk 1");
    // One lead: the old e-mail naming it, linked to it.
    const [one] = await newQuotes(1, "Single");
    await assignLeads("quotes", [one as string], "n-owen", boss, database.db);
    const single = (await mails("assigned")).find((m) => m.leadId === one);
    expect(single?.subject).toBe("Assigned to you: Single 1 (Quote Requests)");
  });

  it("sends no instant assignment e-mail to who chose the hourly summary", async () => {
    await saveNotificationModes(
      database.db,
      { id: "n-hour", role: "admin" },
      { assigned: "hourly" },
    );
    const before = (await mails("assigned")).length;
    await assignLeads("quotes", await newQuotes(2, "Hourly"), "n-hour", boss, database.db);
    expect(await mails("assigned")).toHaveLength(before);
  });

  it("sums the hour up once across two instances, and only for who chose it", async () => {
    const created = await database.db
      .select({ id: quotes.id, at: quotes.createdAt })
      .from(quotes)
      .where(eq(quotes.ownerId, "n-hour"));
    const nextHour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 60_000);
    expect(created).toHaveLength(2);
    const runs = await Promise.all([
      sendHourlySummaries(database.db, nextHour),
      sendHourlySummaries(database.db, nextHour),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    const [summary, ...more] = await mails("hourly");
    expect(more).toHaveLength(0);
    expect(summary?.to).toBe("n-hour@example.com");
    expect(summary?.text).toContain("Assigned to you (2):");
    expect(summary?.text).toContain("Hourly 1");
    expect(await database.db.select().from(hourlySummarySends)).toHaveLength(1);
    expect(await sendHourlySummaries(database.db, nextHour)).toBe(0);
    // A summary names leads: anonymising one takes its name out of the summary (record 068).
    const first = created[0]?.id as string;
    const [name] = await database.db
      .select({ name: quotes.name })
      .from(quotes)
      .where(eq(quotes.id, first));
    await database.db.transaction((tx) => anonymiseLeads(tx, "quotes", [first]));
    const [redacted] = await mails("hourly");
    expect(redacted?.text).not.toContain(`${name?.name}\n`);
    expect(redacted?.text).not.toContain(`${name?.name} (`);
    expect(redacted?.html).not.toContain(`${name?.name}</a>`);
  });

  it("lists a digest section in full up to 25, then 'and N more'; own leads apart from unassigned", async () => {
    await database.db.update(workspaceSettings).set({ digestHour: 0 });
    await saveNotificationModes(database.db, { id: "n-late", role: "admin" }, {});
    // 30 overdue follow-ups of n-late's, and two new quotes nobody owns.
    await newQuotes(2, "Free");
    await newQuotes(30, "Late", {
      ownerId: "n-late",
      followUpAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await database.db.insert(inboundMessages).values({
      leadKind: "quotes",
      leadId: (await newQuotes(1, "Answered", { ownerId: "n-owen" }))[0] as string,
      messageId: "<n@x>",
      fromAddress: "a@example.com",
      subject: "Re",
      text: "Yes",
      via: "smtp",
    });
    // The digest goes out in its hour of the site's day: any hour works with digestHour 0 .. 1.
    const now = new Date();
    const { localParts } = await import("~/lib/business-hours");
    const { site } = await import("~/content/site");
    await database.db
      .update(workspaceSettings)
      .set({ digestHour: localParts(now, site.timeZone).hour });
    await sendDailyDigests(database.db, now);
    const digest = (await mails("digest")).find((m) => m.to === "n-late@example.com");
    expect(digest?.text).toContain("Overdue follow-ups (30):");
    const overdue = digest?.text.split("\n\n").find((part) => part.startsWith("Overdue"));
    expect(overdue?.match(/- Q-\d+ Late/g)).toHaveLength(25);
    expect(overdue).toMatch(/and 5 more: .*\/admin\/my-work#section-overdue$/);
    expect(digest?.text).toContain("New leads: yours (30):");
    expect(digest?.text).toContain("New leads: unassigned (2):");
    expect(digest?.html).toContain(">and 5 more</a>");
    // Answers by the instant default went to their owner at once; the digest leaves them out.
    const owen = (await mails("digest")).find((m) => m.to === "n-owen@example.com");
    expect(owen?.text ?? "").not.toContain("Answers received");
  });
});
