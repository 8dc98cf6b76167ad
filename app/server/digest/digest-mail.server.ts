import { formatDate, formatDateTime } from "~/lib/dates";
import type { LeadKind } from "~/lib/lead-kinds";
import { leadKinds } from "~/lib/lead-kinds";
import { escapeHtml } from "../mail/templates.server";

export type DigestLead = {
  kind: LeadKind;
  id: string;
  name: string;
  followUpAt?: Date | null;
  followUpAllDay?: boolean;
  createdAt: Date;
};

export type Digest = { overdue: DigestLead[]; dueToday: DigestLead[]; untouched: DigestLead[] };

const count = (n: number, one: string) => `${n} ${one}`;

/** The daily digest e-mail: three short lists, each lead linked to its record page. */
export function digestMail(digest: Digest, day: string, origin: string) {
  const parts = [
    digest.overdue.length && count(digest.overdue.length, "overdue"),
    digest.dueToday.length && count(digest.dueToday.length, "due today"),
    digest.untouched.length && count(digest.untouched.length, "untouched"),
  ].filter(Boolean);
  const subject = `Your leads for ${formatDate(day)}: ${parts.join(", ")}`;
  const link = (lead: DigestLead) => `${origin}/admin/records/${lead.kind}/${lead.id}`;
  const when = (lead: DigestLead) =>
    lead.followUpAt
      ? lead.followUpAllDay
        ? formatDate(lead.followUpAt.toISOString())
        : formatDateTime(lead.followUpAt)
      : `received ${formatDateTime(lead.createdAt)}`;
  const sections: [string, DigestLead[]][] = [
    ["Overdue follow-ups", digest.overdue],
    ["Due today", digest.dueToday],
    ["Untouched leads", digest.untouched],
  ];
  const shown = sections.filter(([, leads]) => leads.length > 0);
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933;">` +
    `<h1 style="margin:0 0 16px;font-size:18px;">${escapeHtml(subject)}</h1>` +
    shown
      .map(
        ([title, leads]) =>
          `<h2 style="margin:20px 0 8px;font-size:16px;">${escapeHtml(title)}</h2><ul style="margin:0;padding-left:20px;">` +
          leads
            .map(
              (lead) =>
                `<li style="margin:4px 0;"><a href="${escapeHtml(link(lead))}">${escapeHtml(lead.name)}</a>` +
                ` <span style="color:#52606d;">(${escapeHtml(leadKinds[lead.kind].label)}, ${escapeHtml(when(lead))})</span></li>`,
            )
            .join("") +
          "</ul>",
      )
      .join("") +
    `</body></html>`;
  const text = [
    subject,
    ...shown.flatMap(([title, leads]) => [
      "",
      `${title}:`,
      ...leads.map(
        (lead) => `- ${lead.name} (${leadKinds[lead.kind].label}, ${when(lead)}) ${link(lead)}`,
      ),
    ]),
    "",
  ].join("\n");
  return { subject, html, text };
}
