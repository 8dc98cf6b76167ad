import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import {
  emailOutbox,
  leadEvents,
  resumeFiles,
  submissionConsents,
  users,
} from "../db/schema.server";
import { answersOf } from "../inbound/conversation.server";
import { leadTables } from "../leads/lead-tables.server";
import { exportedProposals } from "../proposals/export.server";
import { exportedDeals, findPersonDeals, isClient, type PersonDeal } from "./person-deals.server";
import { exportedMeetings, findPersonMeetings, type PersonMeeting } from "./person-meetings.server";
import { exportedNewsletterMail } from "./person-newsletter.server";

/**
 * Everything tied to one e-mail address: the account with it, every record sent with it, and
 * the meetings booked under it or about those records (record 089).
 */
export type PersonData = {
  email: string;
  account: { id: string; name: string; role: string; createdAt: string } | null;
  records: {
    kind: LeadKind;
    id: string;
    status: string;
    createdAt: string;
    row: Record<string, unknown>;
    resume: { fileName: string; size: number } | null;
  }[];
  meetings: PersonMeeting[];
  /** The deals naming them as contact, and whether a won deal made them a client (record 114). */
  deals: PersonDeal[];
  client: boolean;
};

/** The address as people type it; stored addresses are compared case-insensitively. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findPersonData(db: Db, email: string): Promise<PersonData> {
  const address = normaliseEmail(email);
  const [account] = await db
    .select({ id: users.id, name: users.name, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, address));
  const records: PersonData["records"] = [];
  for (const kind of leadKindIds) {
    const { table } = leadTables[kind];
    const byEmail = sql`lower(${table.email}) = ${address}`;
    const rows = (await db
      .select()
      .from(table)
      .where(account ? or(byEmail, eq(sql`${table}.user_id`, account.id)) : byEmail)) as Record<
      string,
      unknown
    >[];
    for (const row of rows) {
      const id = String(row.id);
      const [resume] = leadKinds[kind].candidate
        ? await db
            .select({ fileName: resumeFiles.fileName, size: resumeFiles.size })
            .from(resumeFiles)
            .where(eq(resumeFiles.applicationId, id))
        : [];
      records.push({
        kind,
        id,
        status: String(row.status),
        createdAt: (row.createdAt as Date).toISOString(),
        row,
        resume: resume ?? null,
      });
    }
  }
  return {
    email: address,
    account: account ? { ...account, createdAt: account.createdAt.toISOString() } : null,
    records,
    meetings: await findPersonMeetings(db, address, records),
    deals: await findPersonDeals(db, address),
    client: await isClient(db, address),
  };
}

export const isEmpty = (data: PersonData) =>
  !data.account &&
  data.records.length === 0 &&
  data.meetings.length === 0 &&
  data.deals.length === 0 &&
  !data.client;

const counted = (count: number, [one, many]: readonly [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

/** A plain summary of what is held, e.g. "the account, 2 quote requests, 1 application, 1 résumé". */
export function describePersonData(data: PersonData): string {
  const parts: string[] = [];
  if (data.account) parts.push("the account");
  for (const kind of leadKindIds) {
    const count = data.records.filter((record) => record.kind === kind).length;
    if (count) parts.push(counted(count, leadKinds[kind].counted));
  }
  const resumes = data.records.filter((record) => record.resume).length;
  if (resumes) parts.push(counted(resumes, ["résumé", "résumés"]));
  if (data.meetings.length) parts.push(counted(data.meetings.length, ["meeting", "meetings"]));
  if (data.deals.length) parts.push(counted(data.deals.length, ["deal", "deals"]));
  return parts.join(", ");
}

/** Account e-mails carry a live sign-in link: the export says they were sent, not what they said. */
const linkMailKinds = new Set(["verify-email", "reset-password"]);

type ExportedMail = {
  kind: string;
  to: string;
  subject: string;
  text: string | null;
  queuedAt: string;
  sentAt: string | null;
};

function exportedMail(row: typeof emailOutbox.$inferSelect): ExportedMail {
  return {
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    text: linkMailKinds.has(row.kind) ? null : row.text,
    queuedAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Staff notes about one record (removed ones are gone), oldest first. */
async function notesOf(db: Db, kind: LeadKind, id: string) {
  const rows = await db
    .select({ at: leadEvents.createdAt, body: leadEvents.body })
    .from(leadEvents)
    .where(
      and(
        aboutLead(leadEvents, kind, id),
        eq(leadEvents.type, "note"),
        isNull(leadEvents.removedAt),
      ),
    )
    .orderBy(asc(leadEvents.createdAt));
  return rows
    .filter((row) => row.body !== null)
    .map((row) => ({ at: row.at.toISOString(), body: row.body }));
}

/**
 * E-mails to the person: about one record (auto-replies, staff replies, status e-mails), or,
 * with `record` null, those tied to no record (account e-mails). Staff copies are not theirs.
 */
async function mailsTo(db: Db, addresses: string[], record: { kind: string; id: string } | null) {
  const about = record
    ? aboutLead(emailOutbox, record.kind, record.id)
    : isNull(emailOutbox.leadId);
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        about,
        or(...[...new Set(addresses)].map((address) => sql`lower(${emailOutbox.to}) = ${address}`)),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map(exportedMail);
}

/**
 * One ZIP: data.json (the account, every record with the notice it was sent under, the staff's
 * notes about it, the e-mails sent to the person about it and their answers by e-mail, what
 * mail servers reported about newsletter mail to a subscription, their
 * meetings, and the other e-mails sent to their address) and the résumés.
 */
export async function personDataZip(db: Db, data: PersonData): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const records = await Promise.all(
    data.records.map(async (record) => {
      const [consent] = await db
        .select()
        .from(submissionConsents)
        .where(eq(submissionConsents.recordId, record.id));
      const address = normaliseEmail(String(record.row.email ?? ""));
      return {
        kind: record.kind,
        ...record.row,
        privacyNotice: consent
          ? { version: consent.noticeVersion, consented: consent.consented }
          : null,
        resume: record.resume?.fileName ?? null,
        notes: await notesOf(db, record.kind, record.id),
        emails: await mailsTo(db, [data.email, address], record),
        answers: await answersOf(db, record.kind, record.id),
        ...(await exportedNewsletterMail(db, record.kind, record.id)),
      };
    }),
  );
  const json = {
    exportedAt: new Date().toISOString(),
    email: data.email,
    account: data.account,
    records,
    meetings: await exportedMeetings(db, data.meetings),
    deals: await exportedDeals(db, data.deals),
    proposals: await exportedProposals(
      db,
      data.deals.map((deal) => deal.id),
    ),
    client: data.client,
    emails: await mailsTo(db, [data.email], null),
  };
  files["data.json"] = strToU8(JSON.stringify(json, null, 2));
  for (const record of data.records.filter((r) => r.resume)) {
    const [file] = await db
      .select({ fileName: resumeFiles.fileName, data: resumeFiles.data })
      .from(resumeFiles)
      .where(eq(resumeFiles.applicationId, record.id));
    if (file) files[`resumes/${record.id}-${file.fileName.replace(/[^\w.-]/g, "_")}`] = file.data;
  }
  return zipSync(files);
}
