import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { zonedTime } from "~/lib/business-hours";
import { deliverOutbox } from "../../../tests/support/outbox";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import {
  contactSubmissions,
  digestSends,
  emailOutbox,
  jobApplications,
  quotes,
  users,
  workspaceSettings,
} from "../db/schema.server";
import { sendDailyDigests } from "./digest.server";

const tz = "America/Chicago";
/** Chicago wall-clock time on a date of November 2026. */
const chicago = (day: number, hour: number, minute = 0) =>
  new Date(zonedTime({ year: 2026, month: 11, day }, hour, tz).getTime() + minute * 60_000);

describe(`daily digest (${engine})`, () => {
  const dataDir = temporaryDirectoryForThisFile("digest-");
  const staff = [
    {
      id: "admin-d",
      email: "admin-d@example.com",
      name: "Ada",
      role: "admin",
      emailVerified: true,
    },
    { id: "hr-d", email: "hr-d@example.com", name: "Hal", role: "hr", emailVerified: true },
    { id: "hr-idle", email: "idle@example.com", name: "Ida", role: "hr", emailVerified: true },
    // Lead names go by e-mail only to staff with a second factor (record 068).
  ].map((person) => ({ ...person, twoFactorEnabled: true }));
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db.insert(users).values(staff);
    await db.update(workspaceSettings).set({ digestHour: 8 }).where(eq(workspaceSettings.id, 1));
    // Monday 2026-11-23. Ada: an overdue quote (all-day follow-up last Friday).
    await db.insert(quotes).values({
      name: "Overdue Quote",
      email: "q@example.com",
      industry: "Other",
      description: "x",
      ownerId: "admin-d",
      followUpAt: zonedTime({ year: 2026, month: 11, day: 20 }, 0, tz),
      followUpAllDay: true,
      firstResponseAt: chicago(19, 10),
    });
    // Hal: an application due at 15:00 today, answered already.
    await db.insert(jobApplications).values({
      name: "Due <Today> Applicant",
      email: "a@example.com",
      ownerId: "hr-d",
      followUpAt: chicago(23, 15),
      followUpAllDay: false,
      firstResponseAt: chicago(20, 9),
    });
    // Nobody's: a contact message from Thursday 16:00 nobody answered (9 business hours by Monday).
    await db.insert(contactSubmissions).values({
      name: "Untouched Contact",
      email: "c@example.com",
      message: "hello",
      createdAt: chicago(19, 16),
    });
  });

  it("sends nothing before the digest hour", async () => {
    expect(await sendDailyDigests(database.db, chicago(23, 7, 59))).toBe(0);
    expect(await database.db.select().from(digestSends)).toHaveLength(0);
  });

  it("sends each person one digest a day, even from two instances at once, and none to the idle", async () => {
    const now = chicago(23, 8, 5);
    const runs = await Promise.all([
      sendDailyDigests(database.db, now),
      sendDailyDigests(database.db, now),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await sendDailyDigests(database.db, chicago(23, 9, 0))).toBe(0);
    const sends = await database.db.select().from(digestSends);
    expect(sends.map((s) => s.userId).sort()).toEqual(["admin-d", "hr-d"]);
    expect(sends.every((s) => s.day === "2026-11-23")).toBe(true);

    const { received } = await deliverOutbox(database.db, dataDir, { limit: 10 });
    const byTo = Object.fromEntries(received.map((mail) => [mail.to, mail]));
    expect(Object.keys(byTo).sort()).toEqual(["admin-d@example.com", "hr-d@example.com"]);
    const ada = byTo["admin-d@example.com"];
    expect(ada?.subject).toBe("Your leads for Nov 23, 2026: 1 overdue, 1 untouched");
    expect(ada?.text).toContain("Overdue Quote");
    expect(ada?.text).toContain("Untouched Contact");
    expect(ada?.text).not.toContain("Applicant");
    const hal = byTo["hr-d@example.com"];
    expect(hal?.subject).toBe("Your leads for Nov 23, 2026: 1 due today");
    expect(hal?.html).toContain("Due &lt;Today&gt; Applicant");
    expect(hal?.text).not.toContain("Untouched Contact");
    expect(await database.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("the next day starts over", async () => {
    expect(await sendDailyDigests(database.db, chicago(24, 8, 30))).toBe(2);
  });
});
