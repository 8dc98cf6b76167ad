import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busyFeedForm } from "~/lib/forms/busy-feed";
import { validateForm } from "~/lib/forms/validate";
import {
  type CalendarHost,
  ownCalendar,
  startCalendarHost,
} from "../../../tests/support/calendar-host";
import { FEED_MAX_BYTES, fetchFeed } from "./busy-feed-fetch.server";
import { busySpans } from "./busy-spans.server";

// The limits of reading a staff member's own calendar (record 087), against a real server.

describe("reading a calendar feed", () => {
  let host: CalendarHost;
  const state: { bytes?: number } = {};
  beforeAll(async () => {
    host = await startCalendarHost(state);
  });
  afterAll(() => host.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => "read",
      (error: Error) => error.message,
    );

  it("follows a few redirects to the calendar", async () => {
    expect(await fetchFeed(host.url("/moved"))).toBe(ownCalendar);
  });

  it("gives up on redirect loops and on addresses other than http(s)", async () => {
    expect(await failure(fetchFeed(host.url("/loop")))).toBe("it redirected too many times.");
    expect(await failure(fetchFeed(host.url("/ftp")))).toBe(
      "it moved to an address that is not a plain http or https one.",
    );
    expect(await failure(fetchFeed(host.url("/nothing")))).toBe("the server answered 404.");
    expect(await failure(fetchFeed("http://127.0.0.1:1/calendar.ics"))).toBe(
      "the server could not be reached.",
    );
  });

  it("refuses this machine and private networks unless they are allowed", async () => {
    const refused = "its address is on a private or local network.";
    const publicOnly = { allowPrivate: false };
    expect(await failure(fetchFeed(host.url("/moved"), publicOnly))).toBe(refused);
    expect(
      await failure(fetchFeed(host.url("/moved").replace("127.0.0.1", "localhost"), publicOnly)),
    ).toBe(refused);
    // Cloud metadata lives on link-local addresses: refused before any connection is tried.
    expect(await failure(fetchFeed("http://169.254.169.254/latest/meta-data", publicOnly))).toBe(
      refused,
    );
    expect(await failure(fetchFeed("http://[::ffff:10.0.0.1]/feed.ics", publicOnly))).toBe(refused);
  });

  it("stops reading past 2 MB, whatever the server says of its length", async () => {
    state.bytes = FEED_MAX_BYTES + 50_000;
    expect(await failure(fetchFeed(host.url("/large")))).toBe("it is larger than 2 MB.");
  });

  it("refuses what is not iCalendar", async () => {
    const page = await fetchFeed(host.url("/page"));
    const range = { from: new Date("2026-10-01"), to: new Date("2026-11-01") };
    expect(() => busySpans(page, "UTC", range)).toThrow("it is not an iCalendar feed.");
  });
});

describe("the calendar feed field", () => {
  const check = (busyFeedUrl: string) => {
    const result = validateForm(busyFeedForm, { busyFeedUrl });
    return result.ok ? "ok" : result.fieldErrors.busyFeedUrl;
  };

  it("takes a web address of up to 2000 characters", () => {
    expect(check(" https://calendar.example.com/private/basic.ics ")).toBe("ok");
    expect(check("http://intranet.example.com/cal.ics")).toBe("ok");
    expect(check(`https://example.com/${"a".repeat(1980)}`)).toBe("ok");
    expect(check(`https://example.com/${"a".repeat(1981)}`)).toBe(
      "Use an address of at most 2000 characters.",
    );
  });

  it("says what is wrong with anything else", () => {
    expect(check("")).toBe("Paste the iCalendar address of your calendar.");
    for (const address of ["calendar.example.com/a.ics", "webcal://example.com/a.ics", "ftp://x"])
      expect(check(address)).toBe("Use a web address that starts with https:// or http://.");
    expect(check("https://ann:secret@example.com/a.ics")).toBe(
      "Leave the user name and password out of the address.",
    );
  });
});
