import { site } from "~/content/site";
import { fillTemplate, type TemplateValues } from "~/lib/mail-templates";
import { siteFacts } from "../content/site-facts.server";
import { escapeHtml, headerSafe, type NoticeContent } from "../mail/templates.server";

/**
 * An e-mail to a person from a template or a staff member's text. The template and the values
 * are plain text: the HTML part escapes all of it (what the visitor wrote can never become
 * markup), and the text part is the same words.
 */
export function personalMail(
  template: { subject: string; body: string },
  values: TemplateValues,
): NoticeContent {
  return composeMail(fillTemplate(template.subject, values), fillTemplate(template.body, values));
}

/** The e-mail of a subject and a plain-text body as they are (a staff member's reply). */
export function composeMail(rawSubject: string, rawBody: string): NoticeContent {
  const subject = headerSafe(rawSubject);
  const body = rawBody.replace(/\r\n?/g, "\n").trim();
  const hq = siteFacts().headquarters;
  const footer = `${site.legalName} · ${hq.street}, ${hq.city}, ${hq.region} ${hq.postalCode}`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px;">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0b1f3a;">` +
    `<div style="max-width:600px;background:#ffffff;border:1px solid #d9e2ec;padding:24px;">${paragraphs}</div>` +
    `<p style="margin:16px 0 0;font-size:12px;color:#52606d;">${escapeHtml(footer)}</p>` +
    `</body></html>`;
  return { subject, html, text: `${body}\n\n--\n${footer}\n` };
}
