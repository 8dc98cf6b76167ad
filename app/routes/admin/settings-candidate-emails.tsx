import { SettingsPage } from "~/components/dashboard/settings-nav";
import { TemplatePicker } from "~/components/replies/template-editor";
import type { Route } from "./+types/settings-candidate-emails";
import { templateSettings } from "./template-settings.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// HR and admins: whoever works applications sets what candidates hear on a status change.
const page = templateSettings({
  area: "applications",
  templates: "statusEmails",
  keyPrefix: "status:applications:",
});
export const loader = page.loader;
export const action = page.action;

export default function CandidateEmailSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      intro={
        <>
          When an application moves to a status with an e-mail that is on, the status change offers
          to send it (checked by default) and shows it first.
        </>
      }
    >
      <TemplatePicker templates={loaderData.templates} selected={loaderData.selected ?? ""} />
    </SettingsPage>
  );
}
