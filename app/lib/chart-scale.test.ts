import { describe, expect, it } from "vitest";
import { niceTicks, seriesCount, sourceSeries, weekLabel, yScale } from "./chart-scale";
import { sourceGroup } from "./lead-source";

describe("weekly chart scale and sources", () => {
  it("ends the y axis on a round number", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(weekLabel("2026-11-02")).toBe("Nov 2");
  });

  it("places values on a y axis from its top tick down to the plot's floor", () => {
    const { ticks, y } = yScale(37, 20, 100);
    expect(ticks).toEqual([0, 10, 20, 30, 40]);
    expect([y(40), y(20), y(0)]).toEqual([20, 70, 120]);
  });

  it("names source groups as the SQL does", () => {
    expect(sourceGroup(null)).toBe("Unknown");
    expect(sourceGroup({ landing: "/" })).toBe("Direct");
    expect(sourceGroup({ referrer: "www.google.com" })).toBe("Search");
    expect(sourceGroup({ referrer: "news.ycombinator.com" })).toBe("Referral");
    expect(sourceGroup({ referrer: "www.google.com", utmSource: "LinkedIn" })).toBe(
      "utm: linkedin",
    );
  });

  it("stacks the five largest groups and sums the rest as Other", () => {
    const weeks: { sources: Record<string, number> }[] = [
      { sources: { Direct: 5, Search: 4, a: 3, b: 2, c: 1, d: 1, e: 1 } },
      { sources: { Direct: 1 } },
    ];
    const series = sourceSeries(weeks);
    expect(series.map((s) => s.name)).toEqual(["Direct", "Search", "a", "b", "c", "Other"]);
    const other = series.at(-1);
    if (!other) throw new Error("no series");
    expect(seriesCount(weeks[0]?.sources, other, series)).toBe(2);
    expect(sourceSeries([{ sources: { Direct: 1, Search: 2 } }]).map((s) => s.name)).toEqual([
      "Search",
      "Direct",
    ]);
  });
});
