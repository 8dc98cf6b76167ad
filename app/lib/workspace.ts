import { site } from "~/content/site";
import { formatDate, formatDateTime } from "./dates";
import type { LeadKind } from "./lead-kinds";
import { zonedParts } from "./zoned-time";

/** The record page of a lead, relative to the site. */
export const recordPath = (kind: LeadKind, id: string) => `/admin/leads/${kind}/${id}`;

/** What staff call a record's person: a newsletter sign-up may have no name (record 079). */
export const personName = (record: { name: string; email: string }) => record.name || record.email;

/** The contact page of an e-mail address. */
export const contactPath = (email: string) =>
  `/admin/people/${encodeURIComponent(email.toLowerCase())}`;

/** What befell a deal opened from a lead, as the lead's timeline tells it (record 113). */
export type DealLeadAction =
  | "opened"
  | "won"
  | "lost"
  // The client's first view of a proposal and their answer (record 115).
  | "proposal-viewed"
  | "proposal-accepted"
  | "proposal-declined";

/** One entry of a record's timeline, newest first, as the record page shows it. */
export type TimelineEntry =
  | {
      type: "note";
      id: string;
      at: string;
      by: string | null;
      byId: string | null;
      body: string | null;
      removed: boolean;
    }
  | { type: "status"; id: string; at: string; by: string | null; from: string | null; to: string }
  | { type: "assigned"; id: string; at: string; by: string | null; toName: string | null }
  | {
      /** A meeting booked, moved, cancelled or marked (record 077). */
      type: "meeting";
      id: string;
      at: string;
      by: string | null;
      action: "booked" | "moved" | "cancelled" | "completed" | "no-show" | "link-sent";
      startsAt: string | null;
      with: string | null;
    }
  | {
      type: "follow-up";
      id: string;
      at: string;
      by: string | null;
      followUp: string | null;
      allDay: boolean;
    }
  | {
      type: "email";
      id: string;
      at: string;
      to: string;
      subject: string;
      state: "queued" | "sent" | "failed";
      error: string | null;
      /** What the e-mail is: "Auto-reply", "Reply from a@b.c", "Status e-mail", or a notice. */
      label?: string;
      /** Its outbox kind ("reply", "auto-reply", …) and, for e-mails to the person, its text. */
      kind?: string;
      text?: string | null;
      /** Addresses a staff reply was copied to (record 118). */
      cc?: string[];
    }
  | {
      /** A deal opened from the lead, won or lost (record 113). */
      type: "deal";
      id: string;
      at: string;
      by: string | null;
      action: DealLeadAction;
      dealId: string;
      title: string;
      reason: string | null;
    }
  | {
      /** An answer that came back by e-mail (record 075). */
      type: "inbound";
      id: string;
      at: string;
      /** "Name <address>" of the sender. */
      by: string;
      /** The name, or the address when the message had none: "Reply from <person>". */
      person: string;
      subject: string;
      text: string;
      attachments: { id: string; fileName: string; size: number }[];
      /** Attachments left out, and why, one a line. */
      dropped: string | null;
    };

/** Automatic assignment of one list. */
export type AssignmentRule = {
  kind: LeadKind;
  mode: "off" | "round_robin";
  staffIds: string[];
};

/** How a follow-up reads: "Dec 1, 2026 (all day)" or the date and time with the zone. */
export function describeFollowUp(at: string | Date, allDay: boolean): string {
  return allDay
    ? `${formatDate(zonedParts(new Date(at), site.timeZone).date)} (all day)`
    : formatDateTime(at);
}

/** One thing an address sent, on its contact page. */
export type ContactItem = {
  kind: LeadKind;
  id: string;
  name: string;
  status: string;
  createdAt: string;
  owner: string | null;
  jobTitle: string | null;
};
