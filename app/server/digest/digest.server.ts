import { and, inArray, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { localDay, localParts } from "~/lib/business-hours";
import { formatDate } from "~/lib/dates";
import { leadKindIds } from "~/lib/lead-kinds";
import type { MyWorkRow } from "~/lib/my-work";
import { newLeadEvent } from "~/lib/notifications";
import { isStaff, roleNames } from "../auth/permissions.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { digestSends, users } from "../db/schema.server";
import { enqueueNoticeOnce } from "../mail/outbox.server";
import { myWorkSection } from "../my-work/my-work.server";
import { hasSecondFactor } from "../notifications/alerts.server";
import {
  answersOn,
  assignedTo,
  type Happening,
  type Listed,
  newLeads,
} from "../notifications/happenings.server";
import { loadNotificationModes, mayWork } from "../notifications/preferences.server";
import { at, type MailSection, summaryMail } from "../notifications/summary-mail.server";
import { loadWorkspaceSettings } from "../workspace/workspace-settings.server";

/** Hours after the digest hour in which a digest still goes out (an instance restarting late). */
const SEND_WINDOW_HOURS = 2;
/** At most this many leads per section; "and N more" links to the rest. */
const SECTION_LIMIT = 25;
const DAY = 24 * 3_600_000;

type Staff = { id: string; email: string; name: string; role: string };

const happening = (row: MyWorkRow): Happening => ({
  kind: row.kind,
  id: row.id,
  reference: row.reference,
  name: row.name,
  at: new Date(row.followUpAt ?? row.createdAt),
  ownerId: row.ownerId,
});
const fromMyWork = ({ total, rows }: { total: number; rows: MyWorkRow[] }): Listed => ({
  total,
  rows: rows.map(happening),
});
const due = (lead: Happening) => `due ${formatDate(lead.at.toISOString())}`;

/**
 * What one staff member's digest holds today (record 083), over every kind of the registry they
 * work, less the lists whose new leads they turned off: their overdue follow-ups (if overdue
 * comes by digest), what is due today, untouched leads (theirs, and apart from them the
 * unassigned ones for admins), and, from the last 24 hours, what they chose the digest for: new
 * leads (theirs apart from the unassigned), assignments to them, answers on their leads.
 */
export async function collectDigest(db: Db, staff: Staff, now: Date): Promise<MailSection[]> {
  const modes = await loadNotificationModes(db, staff);
  const kinds = leadKindIds.filter(
    (kind) => mayWork(staff.role, kind) && modes[newLeadEvent(kind)] !== "off",
  );
  if (kinds.length === 0) return [];
  const day = { from: new Date(now.getTime() - DAY), to: now };
  const section = (id: "overdue" | "due" | "untouched", only?: "mine" | "unassigned") =>
    myWorkSection(staff, id, { db, now, kinds, only }).then(fromMyWork);
  const admin = staff.role === "admin";
  const newKinds = kinds.filter((kind) => modes[newLeadEvent(kind)] === "digest");
  const sections: (MailSection | null)[] = [
    modes.overdue === "digest"
      ? {
          title: "Overdue follow-ups",
          listed: await section("overdue"),
          moreHref: "/admin/my-work#section-overdue",
          when: due,
        }
      : null,
    {
      title: "Due today",
      listed: await section("due"),
      moreHref: "/admin/my-work#section-due",
      when: due,
    },
    {
      title: "Untouched: yours",
      listed: await section("untouched", "mine"),
      moreHref: "/admin/my-work#section-untouched",
      when: at("received"),
    },
    admin
      ? {
          title: "Untouched: unassigned",
          listed: await section("untouched", "unassigned"),
          moreHref: "/admin/my-work#section-untouched",
          when: at("received"),
        }
      : null,
    newKinds.length
      ? {
          title: "New leads: yours",
          listed: await newLeads(db, newKinds, day, "mine", staff.id, SECTION_LIMIT),
          moreHref: "/admin/my-work#section-mine",
          when: at("received"),
        }
      : null,
    newKinds.length && admin
      ? {
          title: "New leads: unassigned",
          listed: await newLeads(db, newKinds, day, "unassigned", staff.id, SECTION_LIMIT),
          moreHref: "/admin/my-work#section-unassigned",
          when: at("received"),
        }
      : null,
    modes.assigned === "digest"
      ? {
          title: "Assigned to you",
          listed: await assignedTo(db, kinds, day, staff.id, SECTION_LIMIT),
          moreHref: "/admin/my-work#section-mine",
          when: at("assigned"),
        }
      : null,
    modes.answer === "digest"
      ? {
          title: "Answers received",
          listed: await answersOn(db, kinds, day, staff.id, SECTION_LIMIT),
          moreHref: "/admin/my-work#section-awaiting",
          when: at("answered"),
        }
      : null,
  ];
  return sections.filter((s): s is MailSection => s !== null);
}

/** The subject: the day and what each part holds, e.g. "1 overdue, 2 untouched". */
function digestSubject(sections: MailSection[], day: string) {
  const count = (prefix: string) =>
    sections.filter((s) => s.title.startsWith(prefix)).reduce((n, s) => n + s.listed.total, 0);
  const parts = (
    [
      ["Overdue", "overdue"],
      ["Due today", "due today"],
      ["Untouched", "untouched"],
      ["New leads", "new"],
      ["Assigned", "assigned to you"],
      ["Answers", "answers"],
    ] as const
  )
    .map(([prefix, word]) => [count(prefix), word] as const)
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${n} ${word}`);
  return `Your leads for ${formatDate(day)}: ${parts.join(", ")}`;
}

/**
 * Sends today's digests that are due: from the digest hour (site time zone) for a couple of
 * hours, once per person and day across every instance. The claim (digest_sends) and the
 * outbox row are written in one transaction; a second instance's claim finds the row and
 * writes nothing. Nobody with nothing in it gets an e-mail, nor does staff without a second
 * factor. Returns how many were queued.
 */
export async function sendDailyDigests(db: Db, now = new Date()): Promise<number> {
  const settings = await loadWorkspaceSettings(db);
  const { hour } = localParts(now, site.timeZone);
  if (hour < settings.digestHour || hour >= settings.digestHour + SEND_WINDOW_HOURS) return 0;
  const day = localDay(now, site.timeZone);
  const staff = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.role, roleNames.filter(isStaff)),
        sql`${users.banned} is not true`,
        // Lead names go only to staff with a second factor (record 068).
        hasSecondFactor,
        sql`not exists (select 1 from ${digestSends} where ${digestSends.userId} = ${users.id} and ${digestSends.day} = ${day})`,
      ),
    );
  let queued = 0;
  for (const person of staff) {
    const sections = await collectDigest(db, person, now);
    if (!sections.some((section) => section.listed.total > 0)) continue;
    const mail = summaryMail(digestSubject(sections, day), sections, config().PUBLIC_URL);
    const sent = await enqueueNoticeOnce(
      db,
      digestSends,
      { userId: person.id, day },
      { kind: "digest", to: person.email, ...mail },
    );
    if (sent) queued += 1;
  }
  return queued;
}
