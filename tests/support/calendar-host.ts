import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { meetingUid } from "../../app/server/booking/ics.server";

// A staff member's own calendar for the busy-feed tests (record 087), and a real HTTP server
// that serves it the ways a calendar host might, well or badly.

/** Europe/Berlin as calendar apps export it, for the weekly event's TZID. */
const berlin = `BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const event = (uid: string, lines: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261001T000000Z\r\n${lines.trim().replace(/\n/g, "\r\n")}\r\nEND:VEVENT`;

/**
 * Seen from Monday 2026-10-19 12:00 UTC by someone in New York: a weekly Tuesday meeting at
 * 09:00 Berlin time (07:00 UTC in summer time, 08:00 after Berlin's switch on 25 October) with
 * 27 October excepted, an all-day event on 22 October, a transparent and a cancelled event,
 * 25 minutes at odd times, a night across New York's switch on 1 November, and a meeting this
 * site booked (which holds its blocks already).
 */
export const ownCalendar = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Brazos tests//EN",
  berlin,
  event(
    "weekly@test",
    `DTSTART;TZID=Europe/Berlin:20261006T090000
DTEND;TZID=Europe/Berlin:20261006T100000
RRULE:FREQ=WEEKLY;BYDAY=TU
EXDATE;TZID=Europe/Berlin:20261027T090000
SUMMARY:Team sync`,
  ),
  event(
    "all-day@test",
    "DTSTART;VALUE=DATE:20261022\nDTEND;VALUE=DATE:20261023\nSUMMARY:Conference",
  ),
  event(
    "free@test",
    "DTSTART:20261021T140000Z\nDTEND:20261021T150000Z\nTRANSP:TRANSPARENT\nSUMMARY:Reminder",
  ),
  event(
    "cancelled@test",
    "DTSTART:20261021T160000Z\nDTEND:20261021T170000Z\nSTATUS:CANCELLED\nSUMMARY:Off",
  ),
  event("odd@test", "DTSTART:20261023T131000Z\nDTEND:20261023T134000Z\nSUMMARY:Call"),
  event(
    "night@test",
    "DTSTART;TZID=America/New_York:20261101T003000\nDTEND;TZID=America/New_York:20261101T033000\nSUMMARY:Night shift",
  ),
  event(
    meetingUid("00000000-0000-4000-8000-000000000001"),
    "DTSTART:20261024T150000Z\nDTEND:20261024T160000Z\nSUMMARY:Demo: Vera Visitor",
  ),
  "END:VCALENDAR",
  "",
].join("\r\n");

/** The busy spans `ownCalendar` should leave, as ISO start and end. */
export const ownBusy = [
  ["2026-10-20T07:00:00.000Z", "2026-10-20T08:00:00.000Z"],
  ["2026-10-22T04:00:00.000Z", "2026-10-23T04:00:00.000Z"],
  ["2026-10-23T13:10:00.000Z", "2026-10-23T13:40:00.000Z"],
  ["2026-11-01T04:30:00.000Z", "2026-11-01T08:30:00.000Z"],
  ["2026-11-03T08:00:00.000Z", "2026-11-03T09:00:00.000Z"],
];

export type CalendarHost = {
  url: (path: string) => string;
  close: () => Promise<void>;
};

/**
 * /calendar.ics answers `ownCalendar`, or `broken` when set (a status or "hang");
 * /moved redirects to it, /loop to itself, /ftp elsewhere; /large sends `bytes` in chunks.
 */
export async function startCalendarHost(state: {
  broken?: number | "hang";
  bytes?: number;
}): Promise<CalendarHost> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? "/";
    if (path === "/calendar.ics") {
      if (state.broken === "hang") return;
      if (state.broken) return response.writeHead(state.broken).end("Server error");
      response.writeHead(200, { "content-type": "text/calendar" }).end(ownCalendar);
    } else if (path === "/moved") {
      response.writeHead(302, { location: "/calendar.ics" }).end();
    } else if (path === "/loop") {
      response.writeHead(301, { location: "/loop" }).end();
    } else if (path === "/ftp") {
      response.writeHead(302, { location: "ftp://files.example.com/cal.ics" }).end();
    } else if (path === "/page") {
      response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>Hi</p>");
    } else if (path === "/large") {
      // Chunked, without a length: the cap must count what arrives.
      response.writeHead(200, { "content-type": "text/calendar" });
      const chunk = `BEGIN:VCALENDAR\r\n${"X".repeat(1000)}\r\n`;
      for (let sent = 0; sent < (state.bytes ?? 0); sent += chunk.length) response.write(chunk);
      response.end();
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
