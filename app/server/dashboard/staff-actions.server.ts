import { jobForm } from "~/lib/forms/job";
import { type FieldErrors, type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { roleForm } from "~/lib/forms/role";
import { statusForm } from "~/lib/forms/status";
import { validateForm } from "~/lib/forms/validate";
import { isRecordId } from "~/lib/ids";
import type { LeadKind } from "~/lib/lead-kinds";
import type { ToastMessage } from "~/lib/toast";
import { recordAudit } from "../audit/audit.server";
import type { SessionUser } from "../auth/session.server";
import { publicPageChanged } from "../content/public-content.server";
import { db } from "../db/index.server";
import { deleteJob, saveJob } from "./jobs-admin.server";
import { changeLeadStatus } from "./lead-lists.server";
import { changeUserRole } from "./users.server";

// The changes staff make. Who may make them is settled before these run, by the route's
// requireStaffFor (access.server.ts); these check the input and answer in the spec's words.

const done = (toast: ToastMessage): FormResult => formDone(toast);

const failed = (title: string, description?: string, fieldErrors?: FieldErrors): FormResult =>
  formRefused({ title, description, variant: "destructive" }, { fieldErrors });

const firstError = (errors: FieldErrors) => Object.values(errors)[0];

/** A record's status dropdown, on its list or its own page. */
export async function setLeadStatus(
  kind: LeadKind,
  actor: SessionUser,
  values: Record<string, string>,
  /** The client address of the request, for the audit row. */
  ip: string | null = null,
): Promise<FormResult> {
  const input = validateForm(statusForm(kind), values);
  if (!input.ok)
    return failed("Error updating status", firstError(input.fieldErrors), input.fieldErrors);
  const result = await changeLeadStatus(kind, input.data.id, input.data.status, actor, db(), {
    ip,
  });
  return result.ok
    ? done({ title: "Status updated!" })
    : failed("Error updating status", result.message);
}

/** User Management's role dropdown. */
export async function setUserRole(
  request: Request,
  actor: SessionUser,
  values: Record<string, string>,
): Promise<FormResult> {
  const input = validateForm(roleForm, values);
  if (!input.ok)
    return failed("Failed to update user role.", firstError(input.fieldErrors), input.fieldErrors);
  const result = await changeUserRole(
    request,
    actor,
    input.data.userId,
    input.data.role,
    undefined,
    values.confirm === "admin",
  );
  if (!result.ok) return failed("Failed to update user role.", result.message);
  return done({ title: `Role for ${result.email} updated to ${result.role}.` });
}

/** Job Postings: add or edit (intent save-job) and delete (intent delete-job). */
export async function changeJobs(
  values: Record<string, string>,
  actor: SessionUser | null = null,
): Promise<FormResult> {
  const audit = (action: "job-created" | "job-updated" | "job-deleted", id?: string) =>
    recordAudit(db(), { action, actor, subject: { kind: "job", id: id ?? "new" } });
  if (values.intent === "delete-job") {
    if (!isRecordId(values.id)) return failed("Failed to delete job: This posting does not exist.");
    const result = await deleteJob(values.id);
    if (!result.ok) return failed(`Failed to delete job: ${result.message}`);
    await audit("job-deleted", values.id);
    publicPageChanged("/careers");
    return done({ title: "Job deleted successfully." });
  }
  if (values.intent !== "save-job") return failed("Error", "Unknown action.");
  const input = validateForm(jobForm, values);
  if (!input.ok) {
    // The browser checks the same form first; this answers posts made without it.
    const { missing } = jobForm;
    const reason =
      input.toast === missing
        ? `${missing.title}: ${missing.description}`
        : firstError(input.fieldErrors);
    return failed(`Failed to save job: ${reason}`, undefined, input.fieldErrors);
  }
  const result = await saveJob(input.data);
  if (!result.ok) return failed(`Failed to save job: ${result.message}`);
  await audit(
    result.created ? "job-created" : "job-updated",
    result.id ?? input.data.id ?? undefined,
  );
  publicPageChanged("/careers");
  return done({
    title: result.created ? "New job added successfully." : "Job updated successfully.",
  });
}
