import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, passkeyRelyingParty } from "./config.server";

describe("parseConfig", () => {
  it("runs locally with no variables set", () => {
    expect(parseConfig({})).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
    });
  });

  it("rejects a bad value with a message naming the variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ PUBLIC_URL: "ftp://example.com" })).toThrow(/PUBLIC_URL/);
  });

  it("drops a trailing slash from the public URL", () => {
    expect(parseConfig({ PUBLIC_URL: "https://www.example.com/" }).PUBLIC_URL).toBe(
      "https://www.example.com",
    );
  });

  it("takes the passkeys' relying party from PUBLIC_URL, or a checked PASSKEY_RP_ID", () => {
    expect(passkeyRelyingParty(parseConfig({ PUBLIC_URL: "https://www.example.com" }))).toEqual({
      rpID: "www.example.com",
      origin: "https://www.example.com",
    });
    const parent = parseConfig({
      PUBLIC_URL: "https://www.example.com",
      PASSKEY_RP_ID: "example.com",
    });
    expect(passkeyRelyingParty(parent)?.rpID).toBe("example.com");
    expect(passkeyRelyingParty(parseConfig({ PUBLIC_URL: "http://localhost:3000" }))).toEqual({
      rpID: "localhost",
      origin: "http://localhost:3000",
    });
    // No passkeys where WebAuthn cannot work: an address as host, or plain http elsewhere.
    expect(passkeyRelyingParty(parseConfig({ PUBLIC_URL: "http://127.0.0.1:3000" }))).toBeNull();
    expect(passkeyRelyingParty(parseConfig({ PUBLIC_URL: "http://www.example.com" }))).toBeNull();
    expect(() =>
      parseConfig({ PUBLIC_URL: "https://www.example.com", PASSKEY_RP_ID: "example.org" }),
    ).toThrow(/PASSKEY_RP_ID: must be PUBLIC_URL's host/);
    expect(() => parseConfig({ PASSKEY_RP_ID: "10.0.0.1" })).toThrow(/PASSKEY_RP_ID/);
  });

  it("refuses private webhook addresses unless WEBHOOK_ALLOW_PRIVATE is 1", () => {
    expect(parseConfig({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(parseConfig({ WEBHOOK_ALLOW_PRIVATE: "1" }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(() => parseConfig({ WEBHOOK_ALLOW_PRIVATE: "yes" })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
  });

  it("checks the inbound mail variables, which need a reply domain (record 075)", () => {
    expect(parseConfig({})).toMatchObject({ INBOUND_MAX_BYTES: 10_485_760 });
    expect(parseConfig({}).INBOUND_REPLY_DOMAIN).toBeUndefined();
    expect(parseConfig({ INBOUND_REPLY_DOMAIN: "Reply.Example.com" }).INBOUND_REPLY_DOMAIN).toBe(
      "reply.example.com",
    );
    expect(() => parseConfig({ INBOUND_REPLY_DOMAIN: "localhost" })).toThrow(
      /INBOUND_REPLY_DOMAIN/,
    );
    expect(() => parseConfig({ INBOUND_SMTP_PORT: "2525" })).toThrow(
      /INBOUND_SMTP_PORT: needs INBOUND_REPLY_DOMAIN/,
    );
    expect(() =>
      parseConfig({ INBOUND_REPLY_DOMAIN: "r.example.com", INBOUND_IMAP_URL: "http://x" }),
    ).toThrow(/INBOUND_IMAP_URL/);
    expect(() => parseConfig({ INBOUND_MAX_BYTES: "10" })).toThrow(/INBOUND_MAX_BYTES/);
  });

  it("takes the soft bounces that stop newsletter mail, 3 unless set (record 112)", () => {
    expect(parseConfig({}).NEWSLETTER_SOFT_BOUNCE_LIMIT).toBe(3);
    expect(parseConfig({ NEWSLETTER_SOFT_BOUNCE_LIMIT: "5" }).NEWSLETTER_SOFT_BOUNCE_LIMIT).toBe(5);
    for (const bad of ["0", "101", "two"])
      expect(() => parseConfig({ NEWSLETTER_SOFT_BOUNCE_LIMIT: bad })).toThrow(
        /NEWSLETTER_SOFT_BOUNCE_LIMIT/,
      );
  });
});
