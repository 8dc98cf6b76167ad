import { type LeadKind, leadKinds } from "./lead-kinds";
import { formatReference } from "./references";

// E-mail templates staff write (auto-replies and candidate status e-mails): the placeholders
// they may use, how a template is checked, and how it is filled in. Shared by the settings
// page's live preview (in the browser) and the server, so a preview shows exactly what is sent.

/** Every placeholder, with what it becomes. `status` only exists in status e-mails. */
export const placeholders = {
  name: "The person's full name (blank in auto-replies)",
  first_name: "The first word of their name (blank in auto-replies)",
  company: "Their company (blank if none, and in auto-replies)",
  job_title: "The job applied for (applications)",
  reference: "The submission's reference, e.g. Q-24117",
  summary: "What they sent, one field per line (in auto-replies only what they picked)",
  status: "The new status (status e-mails)",
} as const;

export type Placeholder = keyof typeof placeholders;
export type TemplateValues = Partial<Record<Placeholder, string>>;

/** A template as its settings page shows and edits it (saved, or the written default). */
export type TemplateSetting = {
  key: string;
  label: string;
  kind: LeadKind;
  status: string | null;
  enabled: boolean;
  subject: string;
  body: string;
};

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a template may use: status e-mails also have {{status}}. */
export function allowedPlaceholders(purpose: "auto-reply" | "status"): Placeholder[] {
  const all = Object.keys(placeholders) as Placeholder[];
  return purpose === "status" ? all : all.filter((p) => p !== "status");
}

/**
 * The problems of a template, by field, each naming what is wrong: an empty subject, text too
 * long, a placeholder that does not exist (or not in this kind of e-mail), or a brace left open.
 */
export function templateProblems(
  template: { subject: string; body: string },
  purpose: "auto-reply" | "status",
): { subject?: string; body?: string } {
  const problems: { subject?: string; body?: string } = {};
  const allowed = new Set<string>(allowedPlaceholders(purpose));
  const check = (field: "subject" | "body", text: string, label: string) => {
    for (const match of text.matchAll(placeholderPattern)) {
      const name = match[1] ?? "";
      if (!allowed.has(name)) {
        problems[field] = `Unknown placeholder {{${name}}} in the ${label}. Use ${[...allowed]
          .map((p) => `{{${p}}}`)
          .join(", ")}.`;
        return;
      }
    }
    const rest = text.replace(placeholderPattern, "");
    if (rest.includes("{{") || rest.includes("}}"))
      problems[field] = `The ${label} has an unclosed placeholder: write it as {{name}}.`;
  };
  if (!template.subject.trim()) problems.subject = "The subject is empty: write a subject.";
  else if (template.subject.length > SUBJECT_MAX)
    problems.subject = `The subject must be at most ${SUBJECT_MAX} characters.`;
  else check("subject", template.subject, "subject");
  if (!template.body.trim()) problems.body = "The message is empty: write a message.";
  else if (template.body.length > BODY_MAX)
    problems.body = `The message must be at most ${BODY_MAX.toLocaleString("en-US")} characters.`;
  else check("body", template.body, "message");
  return problems;
}

/** Fills a template's placeholders in; one that has no value becomes empty text. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(placeholderPattern, (_, name: string) => values[name as Placeholder] ?? "");
}

/** Values for the preview and the test send, so staff see a realistic e-mail. */
export function sampleValues(kind: LeadKind, status?: string): TemplateValues {
  return {
    name: "Jordan Rivera",
    first_name: "Jordan",
    company: "Lone Star Energy",
    job_title: leadKinds[kind].namesJob ? "Data Engineer" : "",
    reference: formatReference(kind, 24117),
    summary: leadKinds[kind].sample,
    status: status ?? "Under Review",
  };
}

/** What a sample lead picked from lists, as an auto-reply's {{summary}} shows it. */
const sampleChoices: Record<LeadKind, string> = {
  quotes: "Industry: Technology\nTimeline: 2027-03-01",
  demos: "Product: Aurora Cloud Suite",
  contacts: "",
  applications: "Job: Data Engineer",
  subscriptions: "",
  partnerships: "Kind of partnership: Reseller",
};

/**
 * The placeholders an auto-reply fills in. Its address is one nobody has confirmed, so it must
 * not repeat what the sender typed, or the form becomes a free mailer for anyone's text to
 * anyone (record 099): names and company are blank, and {{summary}} is only what was picked
 * from lists (`choices`); the reference and the job stay.
 */
export function autoReplyValues(values: TemplateValues, choices: string): TemplateValues {
  const { reference, job_title, status } = values;
  return { name: "", first_name: "", company: "", reference, job_title, status, summary: choices };
}

/** Fills an auto-reply in, then tidies what a blank name leaves ("Hello ," becomes "Hello,"). */
export function fillAutoReply(text: string, values: TemplateValues): string {
  return fillTemplate(text, values)
    .replace(/[ \t]+([,.!?;:])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\n{3,}/g, "\n\n");
}

/** The sample values of an auto-reply's preview and test send: as a real one is filled. */
export function sampleAutoReplyValues(kind: LeadKind): TemplateValues {
  return autoReplyValues(sampleValues(kind), sampleChoices[kind]);
}
