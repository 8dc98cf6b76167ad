import { describe, expect, it } from "vitest";
import {
  bounceAddressFor,
  looksLikeBounceAddress,
  readBounceAddress,
} from "./bounce-address.server";

process.env.AUTH_SECRET ??= "token-test-secret-0123456789abcdef0123456789";
const domain = "reply.example.test";
const subscriberId = "0b6f2c1e-8a4d-4f3b-9c2e-1d5a7e9f0a11";
const issueId = "ffffffff-ffff-4fff-bfff-ffffffffffff";

describe("newsletter return paths", () => {
  it("round-trips with and without an issue, fits 64 characters, ignores case", () => {
    for (const issue of [issueId, "00000000-0000-4000-8000-000000000000", null]) {
      const address = bounceAddressFor({ subscriberId, issueId: issue }, domain) ?? "";
      expect(address).toMatch(/^bounce\+[0-9a-z]+@reply\.example\.test$/);
      expect(address.split("@")[0]?.length).toBeLessThanOrEqual(64);
      const read = { subscriberPrefix: "0b6f2c1e8a4d4f3b", issueId: issue };
      expect(readBounceAddress(address, domain)).toEqual(read);
      expect(readBounceAddress(address.toUpperCase(), domain)).toEqual(read);
    }
  });

  it("is off without a domain or with an id that is no UUID", () => {
    expect(bounceAddressFor({ subscriberId, issueId }, undefined)).toBeNull();
    expect(bounceAddressFor({ subscriberId: "1", issueId }, domain)).toBeNull();
    expect(bounceAddressFor({ subscriberId, issueId: "x" }, domain)).toBeNull();
  });

  it("refuses a changed token, another issue's token, another domain", () => {
    const address = bounceAddressFor({ subscriberId, issueId }, domain) ?? "";
    const local = address.split("@")[0] ?? "";
    const flipped = `${local.slice(0, -1)}${local.endsWith("0") ? "1" : "0"}@${domain}`;
    expect(readBounceAddress(flipped, domain)).toBeNull();
    const other = bounceAddressFor({ subscriberId, issueId: subscriberId }, domain) ?? "";
    const spliced = `${local.slice(0, 30)}${other.slice(37)}`;
    expect(readBounceAddress(spliced, domain)).toBeNull();
    expect(readBounceAddress(address.replace(domain, "evil.test"), domain)).toBeNull();
    expect(readBounceAddress("bounce+abc@reply.example.test", domain)).toBeNull();
    expect(looksLikeBounceAddress(flipped, domain)).toBe(true);
    expect(looksLikeBounceAddress("reply+q1@reply.example.test", domain)).toBe(false);
  });
});
