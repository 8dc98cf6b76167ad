import { optionalText } from "./fields";
import { z } from "./zod";

/** The longest reason a visitor may give for cancelling a meeting (record 117). */
export const CANCEL_REASON_MAX = 1000;

/** The visitor's cancel form: an optional reason, for the host. */
export const meetingCancelSchema = z.object({
  reason: optionalText("Your reason", CANCEL_REASON_MAX),
});
