import { SettingsPage } from "~/components/dashboard/settings-nav";
import { NotificationSettingsForm } from "~/components/notifications/notification-settings-form";
import { db } from "~/server/db/index.server";
import { changeNotificationModes } from "~/server/notifications/notification-settings-action.server";
import { loadNotificationModes } from "~/server/notifications/preferences.server";
import type { Route } from "./+types/settings-alerts";
import { staffRoute } from "./staff-route.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// Every staff member sets their own notifications, for the lists they work (record 083).
const staff = staffRoute("lists");

export const loader = staff.loader(async (viewer) => ({
  modes: await loadNotificationModes(db(), viewer),
}));

export const action = staff.formAction((values, viewer) => changeNotificationModes(viewer, values));

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      intro={
        <>
          How you hear of each event outside the dashboard: an e-mail at once, one summary an hour,
          the daily digest, or not at all. A list whose new leads are off also stays out of your
          daily digest.
        </>
      }
    >
      <NotificationSettingsForm modes={loaderData.modes} />
    </SettingsPage>
  );
}
