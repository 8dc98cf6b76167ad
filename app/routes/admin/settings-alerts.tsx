import { SettingsNav } from "~/components/dashboard/settings-nav";
import { AlertSettingsForm } from "~/components/replies/alert-settings-form";
import { pageTitle } from "~/content/site";
import { requireListStaff } from "~/server/dashboard/access.server";
import { db } from "~/server/db/index.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { changeAlertModes } from "~/server/replies/alert-settings.server";
import { loadAlertModes } from "~/server/replies/alerts.server";
import type { Route } from "./+types/settings-alerts";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// Every staff member sets their own alerts, for the lists they work.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireListStaff(request);
  return personal({
    role: viewer.role,
    modes: await loadAlertModes(db(), viewer),
  });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireListStaff(request);
  return formAnswer(await changeAlertModes(viewer, (await readTextForm(request)) ?? {}));
}

export function meta() {
  return [{ title: pageTitle("My alerts") }, { name: "robots", content: "noindex" }];
}

export default function AlertSettings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SettingsNav />
      <h2 className="font-bold text-ink text-lg">My alerts</h2>
      <p className="mt-1 mb-4 max-w-3xl text-slate-600 text-sm">
        How you hear of new leads outside the dashboard. "Nothing" also leaves the list out of your
        daily digest.
      </p>
      <AlertSettingsForm modes={loaderData.modes} />
    </>
  );
}
