import { SettingsPage } from "~/components/dashboard/settings-nav";
import { TemplatePicker } from "~/components/replies/template-editor";
import type { Route } from "./+types/settings-replies";
import { templateSettings } from "./template-settings.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// Auto-replies: admins only (the users area). Candidate e-mails have their own page for HR.
const page = templateSettings({
  area: "users",
  templates: "autoReplies",
  keyPrefix: "auto-reply:",
});
export const loader = page.loader;
export const action = page.action;

export default function ReplySettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      intro={
        <>
          Each submission can get an e-mail back at once, saved with the submission itself. Write it
          in plain text; what the visitor wrote is always shown as text.
        </>
      }
    >
      <TemplatePicker templates={loaderData.templates} selected={loaderData.selected ?? ""} />
    </SettingsPage>
  );
}
