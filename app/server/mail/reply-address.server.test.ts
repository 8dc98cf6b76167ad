import { describe, expect, it } from "vitest";
import { leadKindIds } from "~/lib/lead-kinds";
import { looksLikeReplyAddress, readReplyAddress, replyAddress } from "./reply-address.server";

process.env.AUTH_SECRET ??= "token-test-secret-0123456789abcdef0123456789";
const domain = "reply.example.test";
const id = "0b6f2c1e-8a4d-4f3b-9c2e-1d5a7e9f0a11";

describe("reply addresses", () => {
  it("round-trips every kind, fits a 64-character local part, and ignores case", () => {
    for (const kind of leadKindIds) {
      const address = replyAddress(kind, id, domain) ?? "";
      expect(address.split("@")[0]?.length).toBeLessThanOrEqual(64);
      expect(readReplyAddress(address, domain)).toEqual({ kind, id });
      expect(readReplyAddress(address.toUpperCase(), domain)).toEqual({ kind, id });
    }
  });

  it("is off without a domain", () => {
    expect(replyAddress("quotes", id, undefined)).toBeUndefined();
    expect(readReplyAddress(replyAddress("quotes", id, domain) ?? "", undefined)).toBeNull();
  });

  it("refuses a forged mac, another record's mac, another kind, another domain", () => {
    const address = replyAddress("quotes", id, domain) ?? "";
    const other = replyAddress("quotes", "0b6f2c1e-8a4d-4f3b-9c2e-1d5a7e9f0a12", domain) ?? "";
    const otherMac = other.split("-").at(-1) ?? "";
    const swapped = address.replace(/-[0-9a-f]{24}@.*/, `-${otherMac}`);
    expect(readReplyAddress(swapped, domain)).toBeNull();
    expect(readReplyAddress(address.replace(/^reply\+q/, "reply+c"), domain)).toBeNull();
    expect(readReplyAddress(address.replace(domain, "evil.test"), domain)).toBeNull();
    expect(readReplyAddress("reply+q123@reply.example.test", domain)).toBeNull();
    expect(looksLikeReplyAddress(swapped, domain)).toBe(true);
    expect(looksLikeReplyAddress("someone@example.com", domain)).toBe(false);
  });
});
