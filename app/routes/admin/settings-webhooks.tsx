import { SettingsPage } from "~/components/dashboard/settings-nav";
import { WebhooksPanel } from "~/components/replies/webhooks-panel";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { changeWebhooks, listWebhookEndpoints } from "~/server/webhooks/endpoints.server";
import type { Route } from "./+types/settings-webhooks";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// Admins only (the users area): webhooks send every lead's name and e-mail out of the site.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "users");
  return personal({
    role: viewer.role,
    endpoints: await listWebhookEndpoints(),
  });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "users");
  return formAnswer(await changeWebhooks(viewer, (await readTextForm(request)) ?? {}));
}

export default function WebhookSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      intro={
        <>
          Other tools hear of new leads, status changes and assignments. Failed deliveries are
          retried with growing pauses for over a day; a lead's events arrive in order.
        </>
      }
    >
      <WebhooksPanel endpoints={loaderData.endpoints} />
    </SettingsPage>
  );
}
