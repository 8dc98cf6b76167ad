import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { recordPath } from "~/lib/workspace";
import type { LeadForMail } from "../leads/lead-values.server";
import { escapeHtml, headerSafe, type NoticeContent } from "../mail/templates.server";

/** A staff member's "new lead" e-mail: who, what they sent, and the record's link. */
export function alertMail(
  kind: LeadKind,
  leadId: string,
  lead: LeadForMail,
  origin: string,
): NoticeContent {
  const list = leadKinds[kind].label;
  const { name, reference, summary } = lead.values;
  const subject = headerSafe(`New in ${list}: ${name} (${reference})`);
  const link = `${origin}${recordPath(kind, leadId)}`;
  const settings = `${origin}/admin/settings/alerts`;
  const text = `${name} <${lead.email}> — ${reference}\n\n${summary}\n\nOpen the record: ${link}\n\nYou get this because you asked for an e-mail for each new lead of ${list}. Change it: ${settings}\n`;
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2933;line-height:1.5">` +
    `<p><strong>${escapeHtml(name ?? "")}</strong> &lt;${escapeHtml(lead.email)}&gt; — ${escapeHtml(reference ?? "")}</p>` +
    `<p style="white-space:pre-line">${escapeHtml(summary ?? "")}</p>` +
    `<p><a href="${escapeHtml(link)}">Open the record</a></p>` +
    `<p style="font-size:12px;color:#52606d">You get this because you asked for an e-mail for each new lead of ${escapeHtml(list)}. <a href="${escapeHtml(settings)}">Change it</a>.</p>` +
    `</body></html>`;
  return { subject, html, text };
}
