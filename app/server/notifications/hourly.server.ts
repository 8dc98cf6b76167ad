import { and, eq, inArray, sql } from "drizzle-orm";
import { leadKindIds } from "~/lib/lead-kinds";
import { newLeadEvent } from "~/lib/notifications";
import { isStaff, roleNames } from "../auth/permissions.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { hourlySummarySends, notificationPreferences, users } from "../db/schema.server";
import { enqueueNoticeOnce } from "../mail/outbox.server";
import { hasSecondFactor } from "./alerts.server";
import { answersOn, assignedTo, fellOverdue, newLeads, type Window } from "./happenings.server";
import { loadNotificationModes, mayWork } from "./preferences.server";
import { at, type MailSection, summaryMail } from "./summary-mail.server";

/** Leads per section in a summary; the rest are one link away. */
const SECTION_LIMIT = 25;
const HOUR = 3_600_000;

type Staff = { id: string; email: string; role: string };

/** What one person's summary of the hour holds, from the events they chose hourly for. */
export async function hourlySections(db: Db, staff: Staff, w: Window): Promise<MailSection[]> {
  const modes = await loadNotificationModes(db, staff);
  const works = leadKindIds.filter((kind) => mayWork(staff.role, kind));
  const kinds = works.filter((kind) => modes[newLeadEvent(kind)] === "hourly");
  const sections: MailSection[] = [];
  if (kinds.length)
    sections.push({
      title: "New leads",
      listed: await newLeads(db, kinds, w, "any", staff.id, SECTION_LIMIT),
      moreHref: "/admin/my-work#section-unassigned",
      when: at("received"),
    });
  if (modes.assigned === "hourly")
    sections.push({
      title: "Assigned to you",
      listed: await assignedTo(db, works, w, staff.id, SECTION_LIMIT),
      moreHref: "/admin/my-work#section-mine",
      when: at("assigned"),
    });
  if (modes.answer === "hourly")
    sections.push({
      title: "Answers received",
      listed: await answersOn(db, works, w, staff.id, SECTION_LIMIT),
      moreHref: "/admin/my-work#section-awaiting",
      when: at("answered"),
    });
  if (modes.overdue === "hourly")
    sections.push({
      title: "Fell overdue",
      listed: await fellOverdue(db, works, w, staff.id, SECTION_LIMIT),
      moreHref: "/admin/my-work#section-overdue",
      when: at("due"),
    });
  return sections;
}

/**
 * Sends the summary of the hour that just ended to everyone who chose "hourly" for something,
 * once per person and hour across every instance: the claim (hourly_summary_sends) and the
 * outbox row are written in one transaction, and a second instance's claim finds the row and
 * writes nothing. An hour with nothing in it is claimed and sends nothing. Returns how many
 * were queued.
 */
export async function sendHourlySummaries(db: Db, now = new Date()): Promise<number> {
  const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const w = { from: new Date(hour.getTime() - HOUR), to: hour };
  const staff = await db
    .selectDistinct({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .innerJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.mode, "hourly")),
    )
    .where(
      and(
        inArray(users.role, roleNames.filter(isStaff)),
        sql`${users.banned} is not true`,
        // Lead names go only to staff with a second factor (record 068).
        hasSecondFactor,
        sql`not exists (select 1 from ${hourlySummarySends} where ${hourlySummarySends.userId} = ${users.id} and ${hourlySummarySends.hour} = ${hour.toISOString()}::timestamptz)`,
      ),
    );
  let queued = 0;
  for (const person of staff) {
    const sections = await hourlySections(db, person, w);
    const found = sections.reduce((n, section) => n + section.listed.total, 0);
    const mail = summaryMail(`Your hour: ${found} to look at`, sections, config().PUBLIC_URL);
    // An hour with nothing in it is claimed all the same, and sends nothing.
    const sent = await enqueueNoticeOnce(
      db,
      hourlySummarySends,
      { userId: person.id, hour },
      found === 0 ? null : { kind: "hourly", to: person.email, ...mail },
    );
    if (sent) queued += 1;
  }
  return queued;
}
