import { describe, expect, it } from "vitest";
import { previousRange, readRange } from "~/lib/analytics";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { analyticsEvents, demoRequests, quotes } from "../db/schema.server";
import { analyticsCsv } from "./analytics-csv.server";
import { analyticsReport } from "./report.server";
import { siteDay } from "./rollup.server";

describe("the period a URL asks for", () => {
  it("reads days back, two days, and falls back on anything else", () => {
    const today = "2026-11-26";
    const at = (query: string) => readRange(new URLSearchParams(query), today);
    expect(at("")).toEqual({ from: "2026-10-28", to: today });
    expect(at("days=7")).toEqual({ from: "2026-11-20", to: today });
    expect(at("from=2026-11-01&to=2026-11-10")).toEqual({ from: "2026-11-01", to: "2026-11-10" });
    expect(at("from=2026-11-10&to=2026-11-01")).toEqual(at(""));
    expect(at("from=2020-01-01&to=2026-11-01")).toEqual(at(""));
    expect(previousRange({ from: "2026-11-01", to: "2026-11-10" })).toEqual({
      from: "2026-10-22",
      to: "2026-10-31",
    });
  });
});

describe(`the Analytics report (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  it("counts converting visitors over visitors, one basis that never passes 100 %", async () => {
    const { db } = database;
    const today = siteDay();
    const at = new Date();
    const view = (visitorKey: string, path: string, utmCampaign: string | null = null) => ({
      at,
      day: today,
      path,
      utmCampaign,
      utmSource: utmCampaign ? "newsletter" : null,
      device: "desktop",
      visitorKey,
    });
    await db.insert(analyticsEvents).values([
      view("a", "/products", "fall"),
      view("b", "/products", "fall"),
      view("c", "/products", "fall"),
      view("d", "/about"),
      // Visitors a and b sent a lead (one each, a twice): rows with leads and no views.
      { ...view("a", "/api/quotes"), views: 0, leads: 2 },
      { ...view("b", "/api/quotes"), views: 0, leads: 1 },
    ]);
    const source = { landing: "/products", utmSource: "newsletter", utmCampaign: "fall" };
    await db.insert(quotes).values([
      {
        name: "A",
        email: "a@example.com",
        industry: "Other",
        description: "x",
        source,
        status: "Converted",
      },
      { name: "B", email: "b@example.com", industry: "Other", description: "x", source },
      // A lead whose cookie names the campaign, from a visit before the period: 4 leads, 3 visits.
      { name: "B2", email: "b2@example.com", industry: "Other", description: "x", source },
    ]);
    await db
      .insert(demoRequests)
      .values({ name: "C", email: "c@example.com", source, status: "Completed" });

    const report = await analyticsReport(db, readRange(new URLSearchParams("days=7"), today));
    expect(report.totals).toMatchObject({
      pageViews: 4,
      visitors: 4,
      visits: 4,
      bounces: 4,
      converted: 2,
    });
    expect(report.leads).toMatchObject({ total: 4, won: 2 });
    const fall = report.conversions["leads-by-campaign"].find((row) => row.value === "fall");
    expect(fall).toMatchObject({
      visitors: 3,
      converted: 2,
      total: 4,
      won: 2,
      leads: { quotes: 3, demos: 1 },
    });
    expect(fall?.rate).toBeCloseTo(2 / 3);
    const products = report.conversions["leads-by-page"].find((row) => row.value === "/products");
    expect(products).toMatchObject({ visitors: 3, converted: 2, total: 4 });
    expect(report.conversions["leads-by-page"].find((row) => row.value === "/about")).toMatchObject(
      { visitors: 1, converted: 0, total: 0, rate: 0 },
    );
    for (const table of Object.values(report.conversions))
      for (const row of table) expect(row.rate ?? 0).toBeLessThanOrEqual(1);

    const csv = analyticsCsv(report, "leads-by-campaign").split("\r\n");
    expect(csv[0]).toBe(
      "leads-by-campaign,visitors,converted_visitors,Quote Requests,Demo Requests,Contact Messages,Applications,Newsletter Subscriptions,Partnership Inquiries,leads,won,conversion",
    );
    expect(csv[1]).toBe("fall,3,2,3,1,0,0,0,0,4,2,0.6667");
  });
});
