import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { assignmentRuleForm } from "~/lib/forms/workspace";
import { leadKinds } from "~/lib/lead-kinds";
import { saveAssignmentRule } from "./auto-assign.server";

/**
 * The settings page's form for one list: mode, and the staff of its round robin, posted as
 * checkboxes named `staff:<id>`.
 */
export async function saveAssignmentSettings(values: Record<string, string>): Promise<FormResult> {
  const staffIds = Object.keys(values)
    .filter((name) => name.startsWith("staff:"))
    .map((name) => name.slice("staff:".length));
  const input = validateForm(assignmentRuleForm, { ...values, staffIds });
  if (!input.ok) return refusedInput(input);
  const saved = await saveAssignmentRule(input.data);
  if (!saved.ok)
    return {
      ok: false,
      status: 400,
      toast: { ...assignmentRuleForm.saveFailed, description: saved.message },
    };
  return {
    ok: true,
    status: 200,
    toast: { title: `Assignment for ${leadKinds[input.data.kind].label} saved.` },
  };
}
