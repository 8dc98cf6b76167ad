import { site } from "~/content/site";
import { meetingWords } from "~/lib/meeting-words";
import { escapeHtml, headerSafe, type NoticeContent } from "../mail/templates.server";

/** A meeting time as a person reads it, in their zone: "Tuesday, June 2, 2026 at 10:00 AM EDT". */
export function meetingTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "full",
    timeStyle: "short",
  })
    .format(at)
    .concat(` (${timeZone.replace(/_/g, " ")})`);
}

export type MeetingMailInput = {
  /** What happened, from the reader's side. */
  event: "booked" | "moved" | "cancelled" | "reminder";
  /** The meeting type's name: "Demo". */
  title: string;
  /** The meeting type's id, which the wording follows (record 088). */
  typeId: string;
  /** The visitor's mail (else the staff member's). */
  toVisitor: boolean;
  greetingName: string;
  withName: string;
  startsAt: Date;
  timeZone: string;
  location: string | null;
  /** The visitor's reschedule and cancel links (absent in staff mail). */
  manageUrl?: string;
  /** The staff member's link to the record (absent in the visitor's mail). */
  recordUrl?: string;
  /** The visitor's reason for cancelling (staff mail only, record 117). */
  reason?: string | null;
};

const subjects: Record<MeetingMailInput["event"], (title: string) => string> = {
  booked: (title) => `${title} booked`,
  moved: (title) => `${title} moved`,
  cancelled: (title) => `${title} cancelled`,
  reminder: (title) => `Reminder: ${title}`,
};

/** The invitation, move, cancellation or reminder of one meeting, to one of its two people. */
export function meetingMail(input: MeetingMailInput): NoticeContent {
  const when = meetingTime(input.startsAt, input.timeZone);
  const subject = headerSafe(`${subjects[input.event](input.title)}: ${when}`);
  const words = meetingWords(input.typeId);
  const lines = [
    `Hello ${input.greetingName || "there"},`,
    words.mailLead[input.event],
    words.withLine(input.title, input.withName, input.toVisitor),
    `When: ${when}`,
    ...(input.location && input.event !== "cancelled" ? [`Where: ${input.location}`] : []),
    ...(input.reason ? [`Their reason: ${input.reason}`] : []),
  ];
  const links = [
    ...(input.manageUrl && input.event !== "cancelled"
      ? [{ label: "Reschedule or cancel", url: input.manageUrl }]
      : []),
    ...(input.recordUrl ? [{ label: "Open the record", url: input.recordUrl }] : []),
  ];
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#0b1f3a;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a><br>${escapeHtml(link.url)}</p>`).join("\n")}
<p style="font-size:13px;color:#475569">${escapeHtml(site.legalName)}</p>
</body></html>`;
  const text = `${[...lines, ...links.map((link) => `${link.label}: ${link.url}`), site.legalName].join("\n\n")}\n`;
  return { subject, html, text };
}
