import { type FormDefinition, requiredText } from "./fields";
import { failureToasts } from "./toasts";
import { z } from "./zod";

export const REPLY_MAX = 10_000;

/** At most this many CC addresses on one reply: colleagues of the person, not a mailing. */
export const REPLY_CC_MAX = 5;

/**
 * Optional CC: addresses separated by commas, semicolons or spaces; each must be an e-mail
 * address, at most REPLY_CC_MAX of them, duplicates dropped (record 118).
 */
const ccField = z
  .string()
  .optional()
  .transform((value) => [
    ...new Set(
      (value ?? "")
        .split(/[\s,;]+/)
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.email("CC: enter e-mail addresses separated by commas."))
      .max(REPLY_CC_MAX, `CC: at most ${REPLY_CC_MAX} addresses.`),
  );

const replySchema = z.object({
  subject: requiredText("Subject", 200),
  body: requiredText("Message", REPLY_MAX),
  cc: ccField,
});

export type ReplyInput = z.output<typeof replySchema>;

/** A staff member's plain-text reply to the person who sent a lead. */
export const replyForm: FormDefinition<typeof replySchema> = {
  schema: replySchema,
  required: ["subject", "body"],
  ...failureToasts("Reply not sent", "Write a subject and a message."),
  success: { title: "Reply queued." },
};
