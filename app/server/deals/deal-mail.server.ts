import { site } from "~/content/site";
import { escapeHtml, headerSafe, type NoticeContent } from "../mail/templates.server";

/** What the firm reads when a deal is won: which deal, its value, and the link to it. */
export function dealWonNotice(input: {
  title: string;
  company: string | null;
  value: string;
  by: string;
  url: string;
}): NoticeContent {
  const who = input.company ? `${input.title} (${input.company})` : input.title;
  const subject = headerSafe(`Deal won: ${who}, ${input.value}`);
  const line = `${who} was won for ${input.value}. ${input.by}`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#0b1f3a;line-height:1.5">
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(input.url)}">Open the deal</a><br>${escapeHtml(input.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(site.legalName)}</p>
</body></html>`;
  const text = `${line}\n\nOpen the deal: ${input.url}\n\n${site.legalName}\n`;
  return { subject, html, text };
}
