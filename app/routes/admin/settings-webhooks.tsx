import { SettingsPage } from "~/components/dashboard/settings-nav";
import { WebhooksPanel } from "~/components/replies/webhooks-panel";
import { changeWebhooks, listWebhookEndpoints } from "~/server/webhooks/endpoints.server";
import type { Route } from "./+types/settings-webhooks";
import { staffRoute } from "./staff-route.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// Admins only (the users area): webhooks send every lead's name and e-mail out of the site.
const staff = staffRoute("users");

export const loader = staff.loader(async (viewer) => ({
  role: viewer.role,
  endpoints: await listWebhookEndpoints(),
}));

export const action = staff.formAction((values, viewer) => changeWebhooks(viewer, values));

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
