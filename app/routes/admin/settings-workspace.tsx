import { SettingsPage } from "~/components/dashboard/settings-nav";
import { WorkspaceSettingsForm } from "~/components/dashboard/workspace-settings-form";
import { site } from "~/content/site";
import { unlistedMeta } from "~/lib/seo";
import { changeWorkspaceSettings } from "~/server/digest/digest-settings-action.server";
import { loadWorkspaceSettings } from "~/server/workspace/workspace-settings.server";
import type { Route } from "./+types/settings-workspace";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// Admin only: the same permission as User Management (the admin's own area).
const staff = staffRoute("users");

export const loader = staff.loader(async () => ({ settings: await loadWorkspaceSettings() }));

export const action = staff.formAction((values) => changeWorkspaceSettings(values));

export const meta = () => unlistedMeta("Workspace settings");

export default function WorkspaceSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage title="Digest and business hours">
      <WorkspaceSettingsForm settings={loaderData.settings} timeZone={site.timeZone} />
    </SettingsPage>
  );
}
