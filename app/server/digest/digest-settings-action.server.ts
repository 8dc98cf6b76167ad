import type { FormResult } from "~/lib/forms/result";
import { validateForm } from "~/lib/forms/validate";
import { workspaceSettingsForm } from "~/lib/forms/workspace-settings";
import { log } from "../log.server";
import { saveWorkspaceSettings } from "../workspace/workspace-settings.server";

/** The workspace settings form: checks every field; a bad one changes nothing. */
export async function changeWorkspaceSettings(values: Record<string, string>): Promise<FormResult> {
  const input = validateForm(workspaceSettingsForm, values);
  if (!input.ok)
    return { ok: false, status: 400, toast: input.toast, fieldErrors: input.fieldErrors, values };
  try {
    await saveWorkspaceSettings(input.data);
  } catch (error) {
    log().error({ err: error }, "saving workspace settings failed");
    return { ok: false, status: 500, toast: workspaceSettingsForm.saveFailed };
  }
  return { ok: true, status: 200, toast: workspaceSettingsForm.success };
}
