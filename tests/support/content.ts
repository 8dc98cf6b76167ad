import { contentForm } from "~/lib/content/form";
import type { ContentType } from "~/lib/content/types";
import { validateForm } from "~/lib/forms/validate";

/**
 * What the editor's form of `type` makes of `values` (its text boxes), ready to save; it throws
 * with the field errors when the form refuses them, as a test's own values never should be.
 */
export function contentInput(type: ContentType, values: Record<string, string>) {
  const check = validateForm(contentForm(type), values);
  if (!check.ok) throw new Error(JSON.stringify(check.fieldErrors));
  return check.data;
}
