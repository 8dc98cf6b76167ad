import { type FormResult, formDone, formRefused, problem } from "~/lib/forms/result";
import { eventLabel, isNotificationMode, type NotificationEvent } from "~/lib/notifications";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { eventsFor, type NotificationModes, saveNotificationModes } from "./preferences.server";

/** The notifications form: one choice per event, posted as `mode:<event>` (record 083). */
export async function changeNotificationModes(
  viewer: SessionUser,
  values: Record<string, string>,
  db: Db = defaultDb(),
): Promise<FormResult> {
  const choices: NotificationModes = {};
  for (const event of eventsFor(viewer.role) as NotificationEvent[]) {
    const value = values[`mode:${event}`];
    if (value === undefined) continue;
    if (!isNotificationMode(value))
      return formRefused(
        problem("Notifications not saved", `Choose how to hear: ${eventLabel(event)}.`),
      );
    choices[event] = value;
  }
  await saveNotificationModes(db, viewer, choices);
  return formDone("Notification settings saved.");
}
