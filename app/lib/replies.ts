/**
 * The e-mails that go to the person who sent a submission (as opposed to staff notices): what
 * My Account shows under the submission, and what the timeline calls a message to them.
 */
export const personalMailKinds = ["auto-reply", "reply", "status-email"] as const;
export type PersonalMailKind = (typeof personalMailKinds)[number];

/** One message about a submission, as the person sees it on My Account. */
export type SentMessage = { id: string; at: string; subject: string; text: string };

/** A submission on My Account, beyond its type, status and date: what it was and what happened. */
export type SubmissionDetail = {
  reference: string;
  sent: [label: string, value: string][];
  /** Its status over time, oldest first; the first entry is the status it started with. */
  history: { status: string; at: string }[];
  messages: SentMessage[];
};
