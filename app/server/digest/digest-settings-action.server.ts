import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { validateForm } from "~/lib/forms/validate";
import { workspaceSettingsForm } from "~/lib/forms/workspace-settings";
import { log } from "../log.server";
import { saveWorkspaceSettings } from "../workspace/workspace-settings.server";

/** The workspace settings form: checks every field; a bad one changes nothing. */
export async function changeWorkspaceSettings(values: Record<string, string>): Promise<FormResult> {
  const input = validateForm(workspaceSettingsForm, values);
  if (!input.ok) return formRefused(input.toast, { fieldErrors: input.fieldErrors, values });
  try {
    await saveWorkspaceSettings(input.data);
  } catch (error) {
    log().error({ err: error }, "saving workspace settings failed");
    return formRefused(workspaceSettingsForm.saveFailed, { status: 500 });
  }
  return formDone(workspaceSettingsForm.success);
}
