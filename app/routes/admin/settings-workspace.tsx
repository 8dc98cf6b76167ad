import { SettingsPage } from "~/components/dashboard/settings-nav";
import { WorkspaceSettingsForm } from "~/components/dashboard/workspace-settings-form";
import { pageTitle, site } from "~/content/site";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { changeWorkspaceSettings } from "~/server/digest/digest-settings-action.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { loadWorkspaceSettings } from "~/server/workspace/workspace-settings.server";
import type { Route } from "./+types/settings-workspace";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// Admin only: the same permission as User Management (the admin's own area).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "users");
  return personal({ settings: await loadWorkspaceSettings() });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaffFor(request, "users");
  return formAnswer(await changeWorkspaceSettings((await readTextForm(request)) ?? {}));
}

export function meta() {
  return [{ title: pageTitle("Workspace settings") }, { name: "robots", content: "noindex" }];
}

export default function WorkspaceSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage title="Digest and business hours">
      <WorkspaceSettingsForm settings={loaderData.settings} timeZone={site.timeZone} />
    </SettingsPage>
  );
}
