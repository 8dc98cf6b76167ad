import { formatDateTime } from "~/lib/dates";
import { leadKinds } from "~/lib/lead-kinds";
import { formatReference } from "~/lib/references";
import { recordPath } from "~/lib/workspace";
import { escapeHtml, headerSafe } from "../mail/templates.server";
import type { Happening, Listed } from "./happenings.server";

/** One section of a summary or digest: its leads, and where the rest are when it is cut. */
export type MailSection = {
  title: string;
  listed: Listed;
  /** The staff page that holds every lead of the section (a My work section or a list). */
  moreHref: string;
  /** How a lead's moment reads: "due Nov 24", "received …". */
  when: (lead: Happening) => string;
};

export const at = (prefix: string) => (lead: Happening) => `${prefix} ${formatDateTime(lead.at)}`;

/**
 * A summary e-mail (the hourly summary, the daily digest; record 083): each section's leads in
 * full up to its limit, then "and N more" linking to the page that has them all. Sections with
 * nothing in them are left out; the caller sends nothing when all are.
 */
export function summaryMail(subject: string, sections: MailSection[], origin: string) {
  const shown = sections.filter((section) => section.listed.total > 0);
  const link = (lead: Happening) => `${origin}${recordPath(lead.kind, lead.id)}`;
  const label = (lead: Happening) =>
    `${formatReference(lead.kind, lead.reference)} ${lead.name} (${leadKinds[lead.kind].label}, `;
  const more = (section: MailSection) => section.listed.total - section.listed.rows.length;
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933;">` +
    `<h1 style="margin:0 0 16px;font-size:18px;">${escapeHtml(subject)}</h1>` +
    shown
      .map(
        (section) =>
          `<h2 style="margin:20px 0 8px;font-size:16px;">${escapeHtml(section.title)} (${section.listed.total})</h2><ul style="margin:0;padding-left:20px;">` +
          section.listed.rows
            .map(
              (lead) =>
                `<li style="margin:4px 0;"><a href="${escapeHtml(link(lead))}">${escapeHtml(formatReference(lead.kind, lead.reference))} ${escapeHtml(lead.name)}</a>` +
                ` <span style="color:#52606d;">(${escapeHtml(leadKinds[lead.kind].label)}, ${escapeHtml(section.when(lead))})</span></li>`,
            )
            .join("") +
          "</ul>" +
          (more(section) > 0
            ? `<p style="margin:6px 0 0;"><a href="${escapeHtml(origin + section.moreHref)}">and ${more(section)} more</a></p>`
            : ""),
      )
      .join("") +
    `</body></html>`;
  const text = [
    subject,
    ...shown.flatMap((section) => [
      "",
      `${section.title} (${section.listed.total}):`,
      ...section.listed.rows.map((lead) => `- ${label(lead)}${section.when(lead)}) ${link(lead)}`),
      ...(more(section) > 0 ? [`and ${more(section)} more: ${origin}${section.moreHref}`] : []),
    ]),
    "",
  ].join("\n");
  return { subject: headerSafe(subject), html, text };
}
