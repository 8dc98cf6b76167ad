import { SettingsNav } from "~/components/dashboard/settings-nav";
import { AssignmentSettings } from "~/components/workspace/assignment-settings";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { assignmentRulesList, eligibleOwners } from "~/server/workspace/auto-assign.server";
import { saveAssignmentSettings } from "~/server/workspace/settings-actions.server";
import type { Route } from "./+types/settings";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** Workspace settings: automatic assignment per list. Admins only (the users area). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "users");
  const rules = await assignmentRulesList();
  const lists = await Promise.all(
    rules.map(async (rule) => ({ ...rule, staff: await eligibleOwners(rule.kind) })),
  );
  return personal({ lists });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaffFor(request, "users");
  return formAnswer(await saveAssignmentSettings((await readTextForm(request)) ?? {}));
}

export function meta() {
  return [{ title: pageTitle("Settings") }, { name: "robots", content: "noindex" }];
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SettingsNav />
      <AssignmentSettings lists={loaderData.lists} />
    </>
  );
}
