// fault:kill's checks of the bookings made across the SIGKILL (bookings.ts): every booking the
// client saw succeed is there once, no time is held twice, meeting and blocks come together,
// and each meeting's invitations are in the outbox once.
import { type BenchDatabase, rows } from "../lib/engines.ts";
import type { Visitor } from "./bookings.ts";

interface MeetingRow {
  id: string;
  lead_id: string;
  status: string;
  starts_ms: number;
  blocks: number;
  span: number;
  reminders: number;
  reminders_missing: number;
  lead_status: string;
  created_ms: number;
}

/**
 * `restart`: when the server was started again (epoch ms) and who had answered "booked" by
 * then, to count the bookings the killed server committed without its answer getting out.
 */
export async function checkBookings(
  db: BenchDatabase,
  visitors: Visitor[],
  restart: { at: number; answered: Set<string> },
) {
  const failures: string[] = [];
  const leads = visitors.map((v) => `'${v.leadId}'`).join(", ");
  const meetings = await rows<MeetingRow>(
    db,
    `select m.id::text, m.lead_id::text, m.status,
       (extract(epoch from m.starts_at) * 1000)::float8 as starts_ms,
       (select count(*)::int from meeting_blocks b where b.meeting_id = m.id) as blocks,
       (extract(epoch from m.held_until - m.held_from) / 900)::int as span,
       jsonb_array_length(m.reminder_ids) as reminders,
       (select count(*)::int from jsonb_array_elements_text(m.reminder_ids) r
         where not exists (select 1 from email_outbox o
           where o.id::text = r and o.kind = 'meeting-reminder')) as reminders_missing,
       d.status as lead_status, (extract(epoch from m.created_at) * 1000)::float8 as created_ms
     from meetings m join demo_requests d on d.id = m.lead_id
     where m.lead_id in (${leads})`,
  );
  const mails = await rows<{ lead_id: string; to: string; kind: string; n: number }>(
    db,
    `select lead_id::text, lower("to") as "to", kind, count(*)::int as n from email_outbox
     where kind in ('meeting', 'meeting-reminder') and lead_id in (${leads}) group by 1, 2, 3`,
  );
  const overlaps = await rows<{ a: string; b: string }>(
    db,
    `select a.id::text as a, b.id::text as b from meetings a join meetings b
       on a.staff_id = b.staff_id and a.id < b.id and a.status = 'booked' and b.status = 'booked'
      and a.held_from < b.held_until and b.held_from < a.held_until`,
  );
  const strayBlocks = await rows<{ n: number }>(
    db,
    `select count(*)::int as n from meeting_blocks b left join meetings m on m.id = b.meeting_id
     where m.id is null or m.status <> 'booked'`,
  );

  let unanswered = 0;
  for (const v of visitors) {
    const mine = meetings.filter((m) => m.lead_id === v.leadId);
    const who = `${v.email} (lead ${v.leadId})`;
    if (v.booked && mine.length === 0) failures.push(`LOST booking of ${who}: answered booked`);
    if (mine.length > 1) failures.push(`DOUBLED: ${who} has ${mine.length} meetings`);
    if (!v.booked && mine.length > 0) unanswered++;
    const invitations = mails.filter((m) => m.lead_id === v.leadId && m.kind === "meeting");
    for (const m of mine) {
      if (m.status !== "booked") failures.push(`${who}: meeting ${m.id} is ${m.status}`);
      if (!v.posts.some((p) => Date.parse(p.start) === Number(m.starts_ms)))
        failures.push(`${who}: meeting ${m.id} at a time the visitor never posted`);
      if (m.blocks === 0 || m.blocks !== m.span)
        failures.push(`meeting ${m.id} holds ${m.blocks} blocks for a span of ${m.span}`);
      if (m.reminders_missing > 0)
        failures.push(`meeting ${m.id}: ${m.reminders_missing} reminder ids not in the outbox`);
      if (m.lead_status !== "Scheduled")
        failures.push(`${who}: lead is ${m.lead_status}, not Scheduled`);
      const toVisitor = invitations.filter((i) => i.to === v.email).reduce((s, i) => s + i.n, 0);
      const toStaff = invitations.filter((i) => i.to !== v.email).reduce((s, i) => s + i.n, 0);
      if (toVisitor !== 1 || toStaff !== 1)
        failures.push(`${who}: ${toVisitor} invitations to them, ${toStaff} to staff (not 1/1)`);
    }
    if (mine.length === 0 && invitations.length > 0)
      failures.push(`${who}: invitations in the outbox but no meeting`);
  }
  for (const o of overlaps) failures.push(`DOUBLE-BOOKED: meetings ${o.a} and ${o.b} overlap`);
  const stray = strayBlocks[0]?.n ?? 0;
  if (stray > 0) failures.push(`${stray} meeting blocks without a booked meeting`);
  const reminderRows = mails
    .filter((m) => m.kind === "meeting-reminder")
    .reduce((s, m) => s + m.n, 0);
  const remindersNamed = meetings.reduce((s, m) => s + Number(m.reminders), 0);
  if (reminderRows !== remindersNamed)
    failures.push(`${reminderRows} reminder mails, meetings name ${remindersNamed}`);

  const beforeRestart = meetings.filter((m) => Number(m.created_ms) < restart.at);
  const committedSilently = beforeRestart.filter((m) => !restart.answered.has(m.lead_id)).length;
  const figures =
    `${beforeRestart.length} meetings committed before the restart, ${committedSilently} of ` +
    "them with no answer to the visitor (their resend answered booked, no second meeting); " +
    `${visitors.filter((v) => v.booked).length} of ${visitors.length} visitors answered ` +
    `"booked"; ${meetings.length} meetings (${unanswered} committed without a "booked" ` +
    `answer: allowed), ${meetings.reduce((s, m) => s + m.blocks, 0)} blocks, ` +
    `${mails.filter((m) => m.kind === "meeting").reduce((s, m) => s + m.n, 0)} invitations, ` +
    `${reminderRows} reminders; ${overlaps.length} overlapping, ${stray} stray blocks`;
  return { failures, figures };
}
