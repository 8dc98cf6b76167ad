import { site } from "~/content/site";
import type { AutoReplyKind } from "~/lib/lead-capabilities";
import { leadKinds } from "~/lib/lead-kinds";
import { siteFacts } from "../content/site-facts.server";

// The written defaults: used until an admin saves a template of their own. Auto-replies are on
// by default; candidate e-mails exist for the statuses a candidate most needs to hear about.

export type Template = { enabled: boolean; subject: string; body: string };

/** Read when a template is used, so the signature carries today's phone number. */
const signed = (body: string) =>
  `${body}\n\nBest regards,\nThe ${site.brand} team\n${siteFacts().phone.display}`;

/** Each list's auto-reply as the registry writes it (lib/lead-kinds), signed. */
export function defaultAutoReply(kind: AutoReplyKind): Template {
  const { subject, body } = leadKinds[kind].autoReply;
  return { enabled: true, subject, body: signed(body) };
}

/** Candidate e-mails that exist until an admin changes them; other statuses have none. */
export const defaultStatusEmails: Record<string, Template> = {
  "Under Review": {
    enabled: true,
    subject: "Your application for {{job_title}} is under review",
    get body() {
      return signed(
        `Hello {{first_name}},\n\nGood news: our team is now reviewing your application for {{job_title}} ({{reference}}). We will let you know about next steps.`,
      );
    },
  },
  Interviewing: {
    enabled: true,
    subject: "Next step for {{job_title}}: an interview",
    get body() {
      return signed(
        `Hello {{first_name}},\n\nWe would like to invite you to interview for {{job_title}} ({{reference}}). A recruiter will contact you shortly to agree on a time.`,
      );
    },
  },
  Rejected: {
    enabled: true,
    subject: "Your application for {{job_title}}",
    get body() {
      return signed(
        `Hello {{first_name}},\n\nThank you for your interest in ${site.brand} and for the time you took to apply for {{job_title}} ({{reference}}). After careful consideration, we will not be moving forward with your application.\n\nWe wish you every success.`,
      );
    },
  },
};
