import { type FormDefinition, requiredText } from "./fields";
import { z } from "./zod";

export const REPLY_MAX = 10_000;

const problem = (title: string) => ({ title, variant: "destructive" }) as const;

const replySchema = z.object({
  subject: requiredText("Subject", 200),
  body: requiredText("Message", REPLY_MAX),
});

export type ReplyInput = z.output<typeof replySchema>;

/** A staff member's plain-text reply to the person who sent a lead. */
export const replyForm: FormDefinition<typeof replySchema> = {
  schema: replySchema,
  required: ["subject", "body"],
  missing: { ...problem("Reply not sent"), description: "Write a subject and a message." },
  success: { title: "Reply queued." },
  saveFailed: problem("Reply not sent"),
  invalid: (first) => ({ ...problem("Reply not sent"), description: first }),
};
