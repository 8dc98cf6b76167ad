import type { FormDefinition } from "./fields";
import { failureToasts } from "./toasts";
import { z } from "./zod";

/** Longer addresses are not calendar feeds; the cap keeps the row and the page small. */
export const BUSY_FEED_URL_MAX = 2000;

/** Whether `text` is an address the server may read: http(s), no user name or password. */
function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
}

const hasNoLogin = (text: string) => {
  if (!URL.canParse(text)) return true;
  const url = new URL(text);
  return !url.username && !url.password;
};

const schema = z.object({
  busyFeedUrl: z
    .string()
    .trim()
    .min(1, "Paste the iCalendar address of your calendar.")
    .max(BUSY_FEED_URL_MAX, `Use an address of at most ${BUSY_FEED_URL_MAX} characters.`)
    .refine(isWebAddress, "Use a web address that starts with https:// or http://.")
    .refine(hasNoLogin, "Leave the user name and password out of the address."),
});

/** The address of a calendar a staff member already keeps, whose busy times are not offered. */
export const busyFeedForm: FormDefinition<typeof schema> = {
  schema,
  required: ["busyFeedUrl"],
  ...failureToasts("Calendar feed not saved", "Paste the iCalendar address of your calendar."),
  success: { title: "Calendar feed saved" },
};
