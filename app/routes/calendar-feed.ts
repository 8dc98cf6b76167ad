import { and, asc, eq, gte, ne } from "drizzle-orm";
import { meetingCalendar } from "~/server/booking/ics.server";
import { feedOwner } from "~/server/booking/staff.server";
import { db } from "~/server/db/index.server";
import { meetings, meetingTypes } from "~/server/db/schema.server";
import type { Route } from "./+types/calendar-feed";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A staff member's meetings as an iCalendar feed (record 077), at a URL whose secret only they
 * have; they revoke it in their availability settings. Unknown or revoked: 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = params.file.replace(/\.ics$/, "");
  const owner = await feedOwner(db(), token);
  if (!owner) return new Response("Not found", { status: 404 });
  const rows = await db()
    .select({ meeting: meetings, type: meetingTypes.name })
    .from(meetings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetings.typeId))
    .where(
      and(
        eq(meetings.staffId, owner.userId),
        ne(meetings.status, "cancelled"),
        gte(meetings.startsAt, new Date(Date.now() - 30 * DAY_MS)),
      ),
    )
    .orderBy(asc(meetings.startsAt));
  const body = meetingCalendar(
    rows.map(({ meeting, type }) => ({
      id: meeting.id,
      title: `${type}: ${meeting.visitorName}`,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      sequence: meeting.sequence,
      cancelled: false,
      location: meeting.location,
      description: `${type} with ${meeting.visitorName} <${meeting.visitorEmail}>`,
      organizer: { name: owner.name, email: owner.email },
      visitor: { name: meeting.visitorName, email: meeting.visitorEmail },
    })),
    "publish",
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
