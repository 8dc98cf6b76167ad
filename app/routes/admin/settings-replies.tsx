import { SettingsPage } from "~/components/dashboard/settings-nav";
import { TemplatePicker } from "~/components/replies/template-editor";
import { pageTitle } from "~/content/site";
import { formRefused } from "~/lib/forms/result";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { changeTemplate, loadTemplateSettings } from "~/server/replies/template-settings.server";
import type { Route } from "./+types/settings-replies";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// Auto-replies: admins only (the users area). Candidate e-mails have their own page for HR.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "users");
  const { autoReplies } = await loadTemplateSettings();
  return personal({
    role: viewer.role,
    templates: autoReplies,
    selected: new URL(request.url).searchParams.get("t"),
  });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "users");
  const values = (await readTextForm(request)) ?? {};
  if (!values.key?.startsWith("auto-reply:"))
    return formAnswer(formRefused({ title: "Unknown template." }));
  return formAnswer(await changeTemplate(viewer, values));
}

export function meta() {
  return [{ title: pageTitle("Auto-replies") }, { name: "robots", content: "noindex" }];
}

export default function ReplySettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      title="Auto-replies"
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
