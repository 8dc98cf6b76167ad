import { INTERVIEW_NOTE_MAX } from "~/lib/interview-invitation";
import { optionalText } from "./fields";
import { z } from "./zod";

/** HR's interview link form (record 117): an optional personal note for the candidate. */
export const interviewLinkSchema = z.object({
  note: optionalText("The note", INTERVIEW_NOTE_MAX),
});
