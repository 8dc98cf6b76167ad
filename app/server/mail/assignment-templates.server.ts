import { site } from "~/content/site";
import { escapeHtml, headerSafe, type NoticeContent } from "./templates.server";

/** What the new owner of a lead reads: which lead, from whom, and the link to its record. */
export type AssignmentNoticeInput = {
  ownerName: string;
  listLabel: string;
  leadName: string;
  leadEmail: string;
  assignedBy: string | null;
  url: string;
};

export function assignmentNotice(input: AssignmentNoticeInput): NoticeContent {
  const subject = headerSafe(`Assigned to you: ${input.leadName} (${input.listLabel})`);
  const by = input.assignedBy
    ? `${input.assignedBy} assigned you a record of ${input.listLabel}.`
    : `A record of ${input.listLabel} was assigned to you automatically.`;
  const greeting = `Hello ${input.ownerName || "there"},`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#0b1f3a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(by)}</p>
<p><strong>${escapeHtml(input.leadName)}</strong> &lt;${escapeHtml(input.leadEmail)}&gt;</p>
<p><a href="${escapeHtml(input.url)}">Open the record</a><br>${escapeHtml(input.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(site.legalName)}</p>
</body></html>`;
  const text = `${greeting}\n\n${by}\n\n${input.leadName} <${input.leadEmail}>\n\nOpen the record: ${input.url}\n\n${site.legalName}\n`;
  return { subject, html, text };
}

/**
 * One e-mail for a bulk assign (record 083): every lead by its reference and link. No names or
 * addresses, so that the one message, tied to no single lead, holds nothing that erasure of one
 * person would have to find (record 068).
 */
export function bulkAssignmentNotice(input: {
  ownerName: string;
  listLabel: string;
  assignedBy: string | null;
  leads: { reference: string; url: string }[];
}): NoticeContent {
  const n = input.leads.length;
  const subject = headerSafe(`Assigned to you: ${n} records of ${input.listLabel}`);
  const by = input.assignedBy
    ? `${input.assignedBy} assigned you ${n} records of ${input.listLabel}.`
    : `${n} records of ${input.listLabel} were assigned to you automatically.`;
  const greeting = `Hello ${input.ownerName || "there"},`;
  const items = input.leads
    .map((lead) => `<li><a href="${escapeHtml(lead.url)}">${escapeHtml(lead.reference)}</a></li>`)
    .join("");
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#0b1f3a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(by)}</p>
<ul>${items}</ul>
<p style="font-size:13px;color:#475569">${escapeHtml(site.legalName)}</p>
</body></html>`;
  const lines = input.leads.map((lead) => `- ${lead.reference}: ${lead.url}`);
  const text = `${greeting}\n\n${by}\n\n${lines.join("\n")}\n\n${site.legalName}\n`;
  return { subject, html, text };
}
