import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/lib/booking";
import { freeSlots, meetingBlockStarts, type StaffCalendar } from "./slots.server";

const everyDay = (start: string, end: string): WeeklyHours =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), [{ start, end }]]));

const calendar = (overrides: Partial<StaffCalendar> = {}): StaffCalendar => ({
  id: "ann",
  timeZone: "America/New_York",
  weeklyHours: everyDay("09:00", "17:00"),
  datesOff: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  maxPerDay: 20,
  busyBlocks: new Set(),
  meetingStarts: [],
  ...overrides,
});

const iso = (slot: { start: Date }) => slot.start.toISOString();
const firstOfDay = (slots: { start: Date }[], utcDay: string) =>
  slots.map(iso).find((at) => at.startsWith(utcDay));

describe("free slots across daylight-saving changes", () => {
  const cases = [
    // zone, the day before, its first slot, the switch day, its first slot (09:00 local)
    ["America/New_York", "2026-03-07", "14:00", "2026-03-08", "13:00"],
    ["America/New_York", "2026-10-31", "13:00", "2026-11-01", "14:00"],
    ["Europe/Berlin", "2026-03-28", "08:00", "2026-03-29", "07:00"],
    ["Europe/Berlin", "2026-10-24", "07:00", "2026-10-25", "08:00"],
  ] as const;
  for (const [timeZone, before, beforeUtc, day, dayUtc] of cases)
    it(`starts at 09:00 local on both sides of ${day} in ${timeZone}`, () => {
      const now = new Date(`${before}T00:00:00Z`);
      const slots = freeSlots([calendar({ timeZone })], 30, now, 4);
      expect(firstOfDay(slots, before)).toBe(`${before}T${beforeUtc}:00.000Z`);
      expect(firstOfDay(slots, day)).toBe(`${day}T${dayUtc}:00.000Z`);
      // 09:00–17:00 holds sixteen half-hour starts of a 30-minute meeting on every day.
      expect(slots.filter((slot) => slot.start.toISOString().startsWith(day))).toHaveLength(16);
    });

  it("offers only the real hours of a night that skips an hour (New York, 2026-03-08)", () => {
    const now = new Date("2026-03-08T00:00:00Z");
    const slots = freeSlots([calendar({ weeklyHours: everyDay("01:00", "04:00") })], 30, now, 1);
    // 01:00 EST is 06:00Z, 04:00 EDT is 08:00Z: two real hours, four starts.
    expect(slots.map(iso)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T07:30:00.000Z",
    ]);
  });

  it("offers the repeated hour once more on a night that repeats one (Berlin, 2026-10-25)", () => {
    const now = new Date("2026-10-24T20:00:00Z");
    const slots = freeSlots(
      [calendar({ timeZone: "Europe/Berlin", weeklyHours: everyDay("01:00", "04:00") })],
      60,
      now,
      1,
    );
    // 01:00 CEST is 23:00Z the day before, 04:00 CET is 03:00Z: four real hours.
    expect(slots.map(iso)[0]).toBe("2026-10-24T23:00:00.000Z");
    expect(slots.map(iso).at(-1)).toBe("2026-10-25T02:00:00.000Z");
    expect(slots).toHaveLength(7);
  });
});

describe("free slots and the rules of availability", () => {
  const now = new Date("2026-06-01T12:00:00Z"); // a Monday, 08:00 in New York

  it("keeps meetings, with their buffers, clear of booked blocks", () => {
    const booked = new Date("2026-06-01T15:00:00Z"); // 11:00 New York, 30 minutes
    const person = calendar({
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      busyBlocks: new Set(meetingBlockStarts(booked, 30, 15, 15)),
      meetingStarts: [booked],
    });
    const day = freeSlots([person], 30, now, 1).map(iso);
    expect(day).toContain("2026-06-01T14:00:00.000Z");
    expect(day).not.toContain("2026-06-01T14:30:00.000Z");
    expect(day).not.toContain("2026-06-01T15:00:00.000Z");
    expect(day).not.toContain("2026-06-01T15:30:00.000Z");
    expect(day).toContain("2026-06-01T16:00:00.000Z");
  });

  it("holds whole 15-minute blocks, buffers included", () => {
    const blocks = meetingBlockStarts(new Date("2026-06-01T15:00:00Z"), 45, 10, 5);
    expect(blocks.map((at) => new Date(at).toISOString())).toEqual([
      "2026-06-01T14:45:00.000Z",
      "2026-06-01T15:00:00.000Z",
      "2026-06-01T15:15:00.000Z",
      "2026-06-01T15:30:00.000Z",
      "2026-06-01T15:45:00.000Z",
    ]);
  });

  it("respects minimum notice, dates off, the daily maximum and the two-week horizon", () => {
    const person = calendar({
      minNoticeMinutes: 120,
      datesOff: ["2026-06-02"],
      maxPerDay: 1,
      meetingStarts: [new Date("2026-06-03T14:00:00Z")],
      busyBlocks: new Set(meetingBlockStarts(new Date("2026-06-03T14:00:00Z"), 30, 0, 0)),
    });
    const slots = freeSlots([person], 30, now).map(iso);
    expect(slots[0]).toBe("2026-06-01T14:00:00.000Z"); // 08:00 + 2 h notice → 10:00 local
    expect(slots.some((at) => at.startsWith("2026-06-02"))).toBe(false);
    expect(slots.some((at) => at.startsWith("2026-06-03"))).toBe(false);
    expect((slots.at(-1) ?? "") < "2026-06-15T12:00:00.000Z").toBe(true);
    expect(slots.some((at) => at.startsWith("2026-06-14"))).toBe(true);
  });

  it("skips weekdays without hours and ends meetings by closing time", () => {
    const person = calendar({ weeklyHours: { "1": [{ start: "09:00", end: "10:00" }] } });
    const slots = freeSlots([person], 45, now, 8).map(iso);
    expect(slots).toEqual(["2026-06-01T13:00:00.000Z", "2026-06-08T13:00:00.000Z"]);
  });

  it("orders a pool's free people by their upcoming meetings, fewest first", () => {
    const busy = calendar({
      id: "a-busy",
      meetingStarts: [new Date("2026-06-05T14:00:00Z"), new Date("2026-06-05T15:00:00Z")],
    });
    const idle = calendar({ id: "z-idle" });
    const berlin = calendar({ id: "m-berlin", timeZone: "Europe/Berlin" });
    const slots = freeSlots([busy, idle, berlin], 30, now, 1);
    const nine = slots.find((slot) => iso(slot) === "2026-06-01T13:00:00.000Z");
    // All three are free at 09:00 New York (15:00 Berlin): the two without meetings first.
    expect(nine?.staffIds).toEqual(["m-berlin", "z-idle", "a-busy"]);
    const late = slots.find((slot) => iso(slot) === "2026-06-01T15:00:00.000Z");
    expect(late?.staffIds).toEqual(["z-idle", "a-busy"]); // 17:00 in Berlin: closed
  });
});
