import { type AlertMode, isAlertMode } from "~/lib/alerts";
import type { FormResult } from "~/lib/forms/result";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { saveAlertModes } from "./alerts.server";

/** The alerts form: one choice per list, posted as `mode:<list>`. */
export async function changeAlertModes(
  viewer: SessionUser,
  values: Record<string, string>,
  db: Db = defaultDb(),
): Promise<FormResult> {
  const choices: Partial<Record<LeadKind, AlertMode>> = {};
  for (const kind of leadKindIds) {
    const value = values[`mode:${kind}`];
    if (value === undefined) continue;
    if (!isAlertMode(value))
      return {
        ok: false,
        status: 400,
        toast: {
          title: "Alerts not saved",
          description: `Choose how to hear of ${leadKinds[kind].label}.`,
          variant: "destructive",
        },
      };
    choices[kind] = value;
  }
  await saveAlertModes(db, viewer, choices);
  return { ok: true, status: 200, toast: { title: "Alert preferences saved." } };
}
