// Our server connects to addresses staff type (webhooks, calendar feeds): none may reach this
// machine or the networks behind it, however the address is written (SSRF; records 054, 091).
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/server/auth/session.server";
import {
  busyFeedOf,
  PRIVATE_FEED_MESSAGE,
  saveBusyFeed,
} from "~/server/booking/busy-feed-settings.server";
import { isPublicAddress } from "~/server/webhooks/address.server";
import { addBookableStaff } from "../support/booking";
import { engine, ownDatabaseForThisFile } from "../support/test-database";

describe("public addresses", () => {
  it("refuses every IPv6 form of a private or local IPv4 address", () => {
    const refused = [
      // IPv4-compatible (::a.b.c.d, deprecated), which some systems still route to the host.
      "::7f00:1",
      "::127.0.0.1",
      "0:0:0:0:0:0:7f00:1",
      "::a00:1",
      "::a9fe:a9fe",
      "::c0a8:101",
      "::8.8.8.8",
      // IPv4-mapped.
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "0:0:0:0:0:ffff:a9fe:a9fe",
      // IPv4-translated (RFC 6145) and NAT64 (RFC 6052, RFC 8215).
      "::ffff:0:7f00:1",
      "64:ff9b::7f00:1",
      "64:ff9b::127.0.0.1",
      "64:ff9b:1::a00:1",
      // The rest of ::/8 is reserved.
      "::1:0:0:1",
      "::1",
      "::",
    ];
    const judged = refused.map((ip) => [ip, isPublicAddress(ip)]);
    expect(judged).toEqual(refused.map((ip) => [ip, false]));
  });

  it("accepts public addresses, also written as IPv4-mapped IPv6", () => {
    const accepted = ["8.8.8.8", "::ffff:8.8.8.8", "::ffff:808:808", "2606:4700::1111"];
    const judged = accepted.map((ip) => [ip, isPublicAddress(ip)]);
    expect(judged).toEqual(accepted.map((ip) => [ip, true]));
  });
});

describe(`a calendar feed's address is checked when saved (${engine})`, () => {
  const staff = { id: "pa-staff", email: "pa@example.com", name: "Pat Feed", role: "admin" };
  const viewer = { id: staff.id, role: "admin" } as SessionUser;
  const database = ownDatabaseForThisFile(({ db }) => addBookableStaff(db, [staff]));

  it("refuses a private or local address with a clear message, unless private ones are allowed", async () => {
    const refuse = { allowPrivate: false };
    for (const url of [
      "http://127.0.0.1/feed.ics",
      "http://[::7f00:1]:8080/feed.ics",
      "https://[::ffff:10.0.0.1]/feed.ics",
      "http://[64:ff9b::7f00:1]/feed.ics",
      "http://localhost/feed.ics",
    ]) {
      const answer = await saveBusyFeed(
        database.db,
        viewer,
        { busyFeedUrl: url },
        new Date(),
        refuse,
      );
      expect({ url, ok: answer.ok, said: answer.toast.description }).toEqual({
        url,
        ok: false,
        said: PRIVATE_FEED_MESSAGE,
      });
      expect(await busyFeedOf(database.db, staff.id)).toBeNull();
    }
    // CALENDAR_FEED_ALLOW_PRIVATE=1 (a calendar on the firm's own network).
    const allowed = await saveBusyFeed(
      database.db,
      viewer,
      { busyFeedUrl: "http://127.0.0.1/feed.ics" },
      new Date(),
      { allowPrivate: true },
    );
    expect(allowed.ok).toBe(true);
  });
});
