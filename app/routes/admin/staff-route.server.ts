import type { FormResult } from "~/lib/forms/result";
import type { StaffArea } from "~/lib/lead-kinds";
import type { SessionUser } from "~/server/auth/session.server";
import { requireListStaff, requireStaffFor } from "~/server/auth/staff-access.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";

/** Who may open a staff page: an area's staff, or (`"lists"`) whoever works at least one list. */
export type StaffAccess = StaffArea | "lists";

function viewerOf(request: Request, access: StaffAccess): Promise<SessionUser> {
  return access === "lists" ? requireListStaff(request) : requireStaffFor(request, access);
}

/**
 * The loader and action of a staff page without route params, so that each page says only who
 * may open it, what it loads and what its form changes. The viewer is checked first, every time;
 * what is loaded is personal (never cached); the form's answer goes out as `formAnswer` sends it.
 */
export function staffRoute(access: StaffAccess) {
  type Answer = Promise<FormResult | Response>;
  const action =
    (act: (viewer: SessionUser, request: Request) => Answer) =>
    async ({ request }: { request: Request }) =>
      formAnswer(await act(await viewerOf(request, access), request));
  return {
    loader<T>(load: (viewer: SessionUser, request: Request) => Promise<T>) {
      return async ({ request }: { request: Request }) =>
        personal(await load(await viewerOf(request, access), request));
    },
    /** An action that reads the request itself (a list's bulk form, files). */
    action,
    /** An action that hands the form's text fields to `change`. */
    formAction(
      change: (values: Record<string, string>, viewer: SessionUser, request: Request) => Answer,
    ) {
      return action(async (viewer, request) =>
        change((await readTextForm(request)) ?? {}, viewer, request),
      );
    },
  };
}
