import { site } from "~/content/site";

/** The longest personal note HR may add to an interview link (record 117). */
export const INTERVIEW_NOTE_MAX = 2000;

/**
 * The e-mail that sends a candidate their interview booking link (record 117): it names the
 * job, carries the sender's personal note and is signed by them. The record page previews it
 * with the same words the server sends, only the link standing in.
 */
export function interviewInvitation(input: {
  candidateName: string;
  jobTitle: string | null;
  note: string | null;
  senderName: string | null;
  url: string;
}) {
  const first = input.candidateName.trim().split(/\s+/)[0] || "there";
  const job = input.jobTitle && input.jobTitle !== "Unknown Job" ? input.jobTitle : null;
  const subject = job ? `Pick a time for your interview: ${job}` : "Pick a time for your interview";
  const paragraphs = [
    `Hello ${first},`,
    job
      ? `Thank you for applying for ${job} at ${site.brand}. We would like to meet you: please pick a time for an interview with our team.`
      : `Thank you for your application to ${site.brand}. We would like to meet you: please pick a time for an interview with our team.`,
    ...(input.note?.trim() ? [input.note.trim()] : []),
    input.url,
    "The link shows the free times of the next two weeks in your time zone.",
    `Best regards,\n${input.senderName?.trim() || "The recruiting team"}\n${site.brand}`,
  ];
  return { subject, text: paragraphs.join("\n\n") };
}
