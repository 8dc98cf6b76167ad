import { describe, expect, it } from "vitest";
import {
  businessHoursBetween,
  isUntouched,
  localDay,
  localParts,
  percentile,
  zonedTime,
} from "./business-hours";

const tz = "America/Chicago";
const week = { businessDays: [1, 2, 3, 4, 5], businessStartHour: 9, businessEndHour: 17 };
/** A Chicago wall-clock time as a Date. */
const at = (iso: string) => {
  const [date = "", time = "00:00"] = iso.split("T");
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return new Date(zonedTime({ year, month, day }, hour, tz).getTime() + minute * 60_000);
};

describe("business hours", () => {
  it("reads local days and hours, standard and daylight time", () => {
    expect(localDay(new Date("2026-11-23T05:30:00Z"), tz)).toBe("2026-11-22");
    expect(localParts(new Date("2026-07-01T14:00:00Z"), tz)).toMatchObject({ hour: 9, weekday: 3 });
    expect(zonedTime({ year: 2026, month: 1, day: 5 }, 9, tz).toISOString()).toBe(
      "2026-01-05T15:00:00.000Z",
    );
    expect(zonedTime({ year: 2026, month: 7, day: 6 }, 9, tz).toISOString()).toBe(
      "2026-07-06T14:00:00.000Z",
    );
  });

  it("counts only the open hours of business days", () => {
    // Monday 10:00 → Monday 15:30
    expect(businessHoursBetween(at("2026-11-23T10:00"), at("2026-11-23T15:30"), week, tz)).toBe(
      5.5,
    );
    // Monday 16:00 → Tuesday 10:00: one hour each side of the night
    expect(businessHoursBetween(at("2026-11-23T16:00"), at("2026-11-24T10:00"), week, tz)).toBe(2);
    // Friday 16:00 → Monday 09:30: the weekend does not count
    expect(businessHoursBetween(at("2026-11-27T16:00"), at("2026-11-30T09:30"), week, tz)).toBe(
      1.5,
    );
    // Saturday to Sunday: nothing
    expect(businessHoursBetween(at("2026-11-28T08:00"), at("2026-11-29T20:00"), week, tz)).toBe(0);
    // A whole week: 5 × 8
    expect(businessHoursBetween(at("2026-11-23T00:00"), at("2026-11-30T00:00"), week, tz)).toBe(40);
    // Across the DST change (Sunday 2026-03-08): Friday 16:00 → Monday 10:00 is still 2 hours
    expect(businessHoursBetween(at("2026-03-06T16:00"), at("2026-03-09T10:00"), week, tz)).toBe(2);
    expect(businessHoursBetween(at("2026-11-24T10:00"), at("2026-11-23T10:00"), week, tz)).toBe(0);
  });

  it("honours other days and hours", () => {
    const weekend = { businessDays: [0, 6], businessStartHour: 10, businessEndHour: 14 };
    expect(businessHoursBetween(at("2026-11-27T00:00"), at("2026-11-30T00:00"), weekend, tz)).toBe(
      8,
    );
  });

  it("flags leads untouched after the limit", () => {
    const settings = { ...week, untouchedAfterHours: 4 };
    const lead = { createdAt: at("2026-11-23T10:00"), firstResponseAt: null };
    expect(isUntouched(lead, settings, at("2026-11-23T13:59"), tz)).toBe(false);
    expect(isUntouched(lead, settings, at("2026-11-23T14:00"), tz)).toBe(true);
    expect(
      isUntouched(
        { ...lead, firstResponseAt: at("2026-11-23T11:00") },
        settings,
        at("2026-11-25T10:00"),
        tz,
      ),
    ).toBe(false);
  });

  it("percentiles by nearest rank", () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
  });
});
