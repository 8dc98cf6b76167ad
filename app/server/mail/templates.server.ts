import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { siteFacts } from "../content/site-facts.server";

export type NoticeContent = { subject: string; html: string; text: string };

/**
 * The mailbox that reads a kind's notices: applications go to HR, every lead to sales. Read when
 * a notice is queued, since the mailboxes are site facts editors change.
 */
export const noticeMailbox = (kind: LeadKind) => siteFacts().mailboxes[leadKinds[kind].mailbox];

export type Sender = { name: string; email: string; registered: boolean };

export type QuoteNoticeInput = Sender & {
  company?: string | null;
  industry: string;
  description: string;
  outcome?: string | null;
  /** YYYY-MM-DD */
  timeline?: string | null;
};

export type DemoNoticeInput = Sender & {
  company?: string | null;
  message?: string | null;
  productName?: string | null;
};

export type ContactNoticeInput = Sender & { company?: string | null; message: string };

export type ApplicationNoticeInput = Sender & {
  message?: string | null;
  jobTitle: string | null;
  resumeFileName: string | null;
};

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A visitor's text must not be able to end the Subject header and start a new one. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

type Field = [label: string, value: string | null | undefined];

function registeredLine(registered: boolean): string {
  return registered ? "Sent by a registered user." : "Sent by a visitor without an account.";
}

const cellStyle = "padding:8px 12px;border-bottom:1px solid #e4e7eb;vertical-align:top;";

function render(subject: string, heading: string, fields: Field[], registered: boolean) {
  // An optional field the visitor left empty would only add noise to the notice.
  const shown = fields.filter((field): field is [string, string] => Boolean(field[1]?.trim()));
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="${cellStyle}width:160px;color:#52606d;font-weight:600;">${escapeHtml(label)}</th>` +
        `<td style="${cellStyle}white-space:pre-wrap;">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933;">` +
    `<h1 style="margin:0 0 16px;font-size:18px;">${escapeHtml(heading)}</h1>` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:640px;background:#ffffff;border:1px solid #d9e2ec;">${rows}</table>` +
    `<p style="margin:16px 0 0;color:#52606d;">${registeredLine(registered)}</p>` +
    `</body></html>`;
  const text = [
    heading,
    "",
    ...shown.map(([label, value]) =>
      value.includes("\n") ? `${label}:\n${value}\n` : `${label}: ${value}`,
    ),
    "",
    registeredLine(registered),
    "",
  ].join("\n");
  return { subject, html, text };
}

/**
 * The notice of a lead: the registry names its kind, and the fields the person filled in follow
 * name and e-mail (record 105). `about` ends the subject (" for <product>").
 */
export function leadNotice(
  kind: LeadKind,
  sender: Sender,
  fields: Field[],
  about = "",
): NoticeContent {
  const one = leadKinds[kind].counted[0];
  return render(
    headerSafe(`New ${one} from ${sender.name}${about}`),
    `New ${one}`,
    [["Name", sender.name], ["Email", sender.email], ...fields],
    sender.registered,
  );
}

export function quoteNotice(input: QuoteNoticeInput): NoticeContent {
  return leadNotice("quotes", input, [
    ["Company", input.company],
    ["Industry", input.industry],
    ["Project description", input.description],
    ["Desired outcome", input.outcome],
    ["Timeline", input.timeline],
  ]);
}

export function demoNotice(input: DemoNoticeInput): NoticeContent {
  const product = input.productName ? ` for ${input.productName}` : "";
  return leadNotice(
    "demos",
    input,
    [
      ["Company", input.company],
      ["Product", input.productName],
      ["Message", input.message],
    ],
    product,
  );
}

export function contactNotice(input: ContactNoticeInput): NoticeContent {
  return leadNotice("contacts", input, [
    ["Company", input.company],
    ["Message", input.message],
  ]);
}

export function applicationNotice(input: ApplicationNoticeInput): NoticeContent {
  const jobTitle = input.jobTitle ?? "Unknown Job";
  return render(
    headerSafe(`New application for ${jobTitle} from ${input.name}`),
    "New job application",
    [
      ["Position", jobTitle],
      ["Name", input.name],
      ["Email", input.email],
      ["Message", input.message],
      ["Resume", input.resumeFileName ? `${input.resumeFileName} (attached)` : "None uploaded"],
    ],
    input.registered,
  );
}
