import { describe, expect, it } from "vitest";
import { readBookingLink, signBookingLink } from "./tokens.server";

const link = {
  purpose: "book" as const,
  kind: "demos",
  id: "0b0e9f9e-1c53-4d8f-9a77-3f0d2b8c1a11",
  expiresAt: new Date("2026-12-01T00:00:00Z"),
};
const before = new Date("2026-11-30T00:00:00Z");

describe("booking links", () => {
  it("reads back what it signed, URL-safe", () => {
    const token = signBookingLink(link);
    expect(token).toMatch(/^[\w-]+\.[\w-]{22}$/);
    expect(readBookingLink(token, "book", before)).toEqual({ state: "valid", link });
  });

  it("refuses a changed payload, a changed signature and another purpose", () => {
    const token = signBookingLink(link);
    const [payload = "", mac = ""] = token.split(".");
    const other = Buffer.from(
      Buffer.from(payload, "base64url").toString().replace("demos", "quotes"),
    ).toString("base64url");
    expect(readBookingLink(`${other}.${mac}`, "book", before).state).toBe("forged");
    expect(
      readBookingLink(
        `${payload}.${mac.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
        "book",
        before,
      ).state,
    ).toBe("forged");
    expect(readBookingLink(token, "manage", before).state).toBe("forged");
    expect(readBookingLink("not-a-token", "book", before).state).toBe("forged");
  });

  it("tells an expired link from a forged one", () => {
    const read = readBookingLink(signBookingLink(link), "book", new Date("2026-12-02T00:00:00Z"));
    expect(read.state).toBe("expired");
  });
});
