import { isLeadListKind } from "~/lib/dashboard";
import type { ToastMessage } from "~/lib/toast";
import { can } from "../auth/permissions.server";
import type { SessionUser } from "../auth/session.server";
import { publicPageChanged } from "../public-content.server";
import { deleteJob, saveJob } from "./jobs-admin.server";
import { changeLeadStatus } from "./leads.server";
import { changeUserRole } from "./users.server";

export type DashboardAnswer = { ok: boolean; toast: ToastMessage; status: number };

const refused: DashboardAnswer = {
  ok: false,
  status: 403,
  toast: {
    title: "Not allowed",
    description: "Your role does not allow this.",
    variant: "destructive",
  },
};

const fail = (title: string, description: string, status = 400): DashboardAnswer => ({
  ok: false,
  status,
  toast: { title, description, variant: "destructive" },
});

/** Record ids are UUIDs; anything else would only make the database raise an error. */
function isRecordId(value: string | undefined): value is string {
  return (
    typeof value === "string" &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

/** Every change staff can make, each checked against the role on the server. */
export async function dashboardAction(
  request: Request,
  viewer: SessionUser,
  values: Record<string, string>,
): Promise<DashboardAnswer> {
  const { intent = "" } = values;
  if (intent === "set-status") {
    const kind = values.kind ?? "";
    if (!isLeadListKind(kind)) return fail("Error updating status", "Unknown list.");
    const permitted =
      kind === "applications"
        ? can(viewer.role, { applications: ["update"] })
        : can(viewer.role, { leads: ["update"] });
    if (!permitted) return refused;
    if (!isRecordId(values.id)) return fail("Error updating status", "This record does not exist.");
    const result = await changeLeadStatus(kind, values.id, values.status ?? "", viewer);
    return result.ok
      ? { ok: true, status: 200, toast: { title: "Status updated!" } }
      : fail("Error updating status", result.message);
  }
  if (intent === "set-role") {
    if (!can(viewer.role, { user: ["set-role"] })) return refused;
    const result = await changeUserRole(request, viewer, values.userId ?? "", values.role ?? "");
    if (!result.ok) return fail("Failed to update user role.", result.message);
    return {
      ok: true,
      status: 200,
      toast: { title: `Role for ${result.email} updated to ${result.role}.` },
    };
  }
  if (intent === "save-job") {
    if (!can(viewer.role, { jobs: [values.id ? "update" : "create"] })) return refused;
    const result = await saveJob(values);
    if (!result.ok) return fail(`Failed to save job: ${result.message}`, "");
    publicPageChanged("/careers");
    return {
      ok: true,
      status: 200,
      toast: {
        title: result.created ? "New job added successfully." : "Job updated successfully.",
      },
    };
  }
  if (intent === "delete-job") {
    if (!can(viewer.role, { jobs: ["delete"] })) return refused;
    if (!isRecordId(values.id))
      return fail("Failed to delete job: This posting does not exist.", "");
    const result = await deleteJob(values.id);
    if (!result.ok) return fail(`Failed to delete job: ${result.message}`, "");
    publicPageChanged("/careers");
    return { ok: true, status: 200, toast: { title: "Job deleted successfully." } };
  }
  return fail("Error", "Unknown action.");
}
