import { describe, expect, it } from "vitest";
import { formatHours, toWholeMinutes } from "./durations";

describe("formatHours", () => {
  it("shows minutes under an hour", () => {
    expect(formatHours(0.1)).toBe("6 min");
    expect(formatHours(59 / 60)).toBe("59 min");
  });

  it("shows hours and minutes above an hour, and whole hours alone", () => {
    expect(formatHours(1)).toBe("1 h");
    expect(formatHours(80 / 60)).toBe("1 h 20 min");
    expect(formatHours(10)).toBe("10 h");
    expect(formatHours(45.5)).toBe("45 h 30 min");
  });

  it("rounds to the minute, and never calls a real response 0", () => {
    expect(formatHours(59.6 / 60)).toBe("1 h");
    expect(formatHours(0.2 / 60)).toBe("under 1 min");
    expect(formatHours(0)).toBe("0 min");
  });

  it("shows a dash when there is no figure", () => {
    expect(formatHours(null)).toBe("—");
    expect(formatHours(undefined)).toBe("—");
    expect(formatHours(Number.NaN)).toBe("—");
    expect(formatHours(-1)).toBe("—");
  });
});

describe("toWholeMinutes", () => {
  it("keeps minutes a tenth of an hour would lose", () => {
    expect(toWholeMinutes(3 / 60)).toBe(0.05);
    expect(toWholeMinutes(null)).toBeNull();
  });
});
