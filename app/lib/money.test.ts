import { describe, expect, it } from "vitest";
import { formatMoney, minorToDecimal, parseMoney, weightedMinor } from "./money";

describe("exact money", () => {
  it("parses typed amounts into minor units without floating point", () => {
    expect(parseMoney("1,234.50", "USD")).toEqual({ ok: true, minor: 123450n });
    expect(parseMoney("$ 1 234.5", "USD")).toEqual({ ok: true, minor: 123450n });
    expect(parseMoney("0.1", "USD")).toEqual({ ok: true, minor: 10n });
    // 0.1 + 0.2 is 0.30000000000000004 in a float; as a string it is 30 cents.
    expect(parseMoney("0.30", "EUR")).toEqual({ ok: true, minor: 30n });
    expect(parseMoney("9,007,199,254,740.99", "USD")).toEqual({
      ok: true,
      minor: 900719925474099n,
    });
    expect(parseMoney("500", "JPY")).toEqual({ ok: true, minor: 500n });
  });

  it("refuses what is not an amount, saying why", () => {
    expect(parseMoney("", "USD")).toMatchObject({ ok: false, error: /Enter an amount/ });
    expect(parseMoney("12.345", "USD")).toMatchObject({ ok: false, error: /at most 2 digits/ });
    expect(parseMoney("5.5", "JPY")).toMatchObject({ ok: false, error: /no cents/ });
    expect(parseMoney("-5", "USD")).toMatchObject({ ok: false });
    expect(parseMoney("1e5", "USD")).toMatchObject({ ok: false });
    expect(parseMoney("99999999999999999", "USD")).toMatchObject({ ok: false, error: /too large/ });
  });

  it("formats minor units exactly, at any size", () => {
    expect(formatMoney(123450n, "USD")).toBe("$1,234.50");
    expect(formatMoney("5", "EUR")).toBe("€0.05");
    expect(formatMoney(500n, "JPY")).toBe("¥500");
    expect(formatMoney(900719925474099n, "USD")).toBe("$9,007,199,254,740.99");
    expect(minorToDecimal(5n, "USD")).toBe("0.05");
  });

  it("weights a value by its probability, rounding half up in integers", () => {
    expect(weightedMinor(123450n, 70)).toBe(86415n);
    expect(weightedMinor(1n, 50)).toBe(1n);
    expect(weightedMinor(1n, 49)).toBe(0n);
    expect(weightedMinor(900719925474099n, 33)).toBe(297237575406453n);
  });
});
