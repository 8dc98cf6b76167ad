import { site } from "~/content/site";
import { escapeHtml, headerSafe, type NoticeContent } from "../mail/templates.server";

/** The client's mail: the proposal, its total and date, and the signed link to read and answer. */
export function proposalMail(input: {
  contactName: string;
  title: string;
  version: number;
  total: string;
  validUntil: string;
  url: string;
}): NoticeContent {
  const subject = headerSafe(`Proposal: ${input.title}`);
  const greeting = input.contactName ? `Dear ${input.contactName},` : "Hello,";
  const body = `Please find our proposal "${input.title}" (version ${input.version}), ${input.total} in total, valid until ${input.validUntil}.`;
  const action =
    "You can read it, download it as a PDF, and accept or decline it at this private link:";
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#0b1f3a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(action)}<br><a href="${escapeHtml(input.url)}">Open the proposal</a><br>${escapeHtml(input.url)}</p>
<p>If you have questions, simply reply to this e-mail.</p>
<p style="font-size:13px;color:#475569">${escapeHtml(site.legalName)}</p>
</body></html>`;
  const text = `${greeting}\n\n${body}\n\n${action}\n${input.url}\n\nIf you have questions, simply reply to this e-mail.\n\n${site.legalName}\n`;
  return { subject, html, text };
}
