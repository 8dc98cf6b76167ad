import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { goalProgress } from "~/lib/analytics-goal";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { dealStages, deals } from "../db/schema.server";
import { analyticsReport } from "./report.server";
import { revenueInRange, UNTRACKED } from "./revenue.server";
import { weeklyReportMail } from "./weekly-report-mail.server";

describe(`won revenue by first-touch source (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  it("sums won deals exactly under their entry page, source and campaign", async () => {
    const { db } = database;
    const [won] = await db.select().from(dealStages).where(eq(dealStages.outcome, "won"));
    const stageId = won?.id ?? "";
    const at = (iso: string) => new Date(iso);
    const spring = {
      landing: "/pricing?utm_campaign=spring",
      utmSource: "newsletter",
      utmCampaign: "spring",
    };
    await db.insert(deals).values([
      {
        title: "A",
        valueMinor: 10n,
        currency: "USD",
        stageId,
        probability: 100,
        wonAt: at("2027-03-10T15:00:00Z"),
        source: spring,
      },
      {
        title: "B",
        valueMinor: 900719925474099n,
        currency: "USD",
        stageId,
        probability: 100,
        wonAt: at("2027-03-11T15:00:00Z"),
        source: spring,
      },
      {
        title: "C",
        valueMinor: 5000n,
        currency: "EUR",
        stageId,
        probability: 100,
        wonAt: at("2027-03-12T15:00:00Z"),
        source: null,
      },
      // Won before the range (site time: 9 March): not counted.
      {
        title: "D",
        valueMinor: 7n,
        currency: "USD",
        stageId,
        probability: 100,
        wonAt: at("2027-03-10T04:00:00Z"),
        source: spring,
      },
      // Open: not revenue.
      {
        title: "E",
        valueMinor: 7n,
        currency: "USD",
        stageId,
        probability: 100,
        wonAt: null,
        source: spring,
      },
    ]);
    const revenue = await revenueInRange(db, { from: "2027-03-10", to: "2027-03-16" });
    expect(revenue.deals).toBe(3);
    expect(revenue.total).toEqual([
      { currency: "EUR", minor: "5000", formatted: "€50.00" },
      { currency: "USD", minor: "900719925474109", formatted: "$9,007,199,254,741.09" },
    ]);
    expect(revenue.byCampaign).toEqual([
      {
        value: "spring",
        deals: 2,
        amounts: [
          { currency: "USD", minor: "900719925474109", formatted: "$9,007,199,254,741.09" },
        ],
      },
      {
        value: UNTRACKED,
        deals: 1,
        amounts: [{ currency: "EUR", minor: "5000", formatted: "€50.00" }],
      },
    ]);
    expect(revenue.bySource.map((row) => row.value)).toEqual(["newsletter", UNTRACKED]);
    expect(revenue.byEntry[0]?.value).toBe("/pricing?utm_campaign=spring");

    // The weekly report carries it, from the same report the Analytics page shows.
    const report = await analyticsReport(db, { from: "2027-03-10", to: "2027-03-16" });
    const mail = weeklyReportMail(
      report,
      goalProgress("2027-03", "2027-03-17", 0, null),
      "https://example.com",
    );
    expect(mail.text).toContain("Deals won: 3\n");
    expect(mail.text).toContain("Won revenue: €50.00 · $9,007,199,254,741.09\n");
    expect(mail.text).toContain("Won revenue by campaign:\n- spring: $9,007,199,254,741.09");
  });
});
