import { SettingsPage } from "~/components/dashboard/settings-nav";
import { StageSettings } from "~/components/deals/stage-settings";
import { clientIp } from "~/server/audit/audit.server";
import { db } from "~/server/db/index.server";
import { changeStages } from "~/server/deals/stage-settings.server";
import { listStages } from "~/server/deals/stages.server";
import type { Route } from "./+types/settings-deal-stages";
import { staffRoute } from "./staff-route.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// The deal stages (record 113): admins add, rename, reorder and weigh them; Won and Lost stay.
const staff = staffRoute("deals");

export const loader = staff.loader(async () => ({ stages: await listStages(db()) }));

export const action = staff.formAction((values, viewer, request) =>
  changeStages(db(), viewer, values, clientIp(request)),
);

export default function DealStageSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      intro={
        <>
          The columns of the deals board, in order, and the chance of winning a deal that enters
          each. Won and Lost always stay last; a stage can be removed once no deal is in it.
        </>
      }
    >
      <StageSettings stages={loaderData.stages} />
    </SettingsPage>
  );
}
