import { SettingsPage } from "~/components/dashboard/settings-nav";
import { TemplatePicker } from "~/components/replies/template-editor";
import { pageTitle } from "~/content/site";
import { formRefused } from "~/lib/forms/result";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { changeTemplate, loadTemplateSettings } from "~/server/replies/template-settings.server";
import type { Route } from "./+types/settings-candidate-emails";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// HR and admins: whoever works applications sets what candidates hear on a status change.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "applications");
  const { statusEmails } = await loadTemplateSettings();
  return personal({
    role: viewer.role,
    templates: statusEmails,
    selected: new URL(request.url).searchParams.get("t"),
  });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "applications");
  const values = (await readTextForm(request)) ?? {};
  if (!values.key?.startsWith("status:applications:"))
    return formAnswer(formRefused({ title: "Unknown template." }));
  return formAnswer(await changeTemplate(viewer, values));
}

export function meta() {
  return [{ title: pageTitle("Candidate e-mails") }, { name: "robots", content: "noindex" }];
}

export default function CandidateEmailSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      title="Candidate e-mails"
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
