import { SettingsNav } from "~/components/dashboard/settings-nav";
import { AssignmentSettings } from "~/components/workspace/assignment-settings";
import { unlistedMeta } from "~/lib/seo";
import { assignmentRulesList, eligibleOwners } from "~/server/workspace/auto-assign.server";
import { saveAssignmentSettings } from "~/server/workspace/settings-actions.server";
import type { Route } from "./+types/settings";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** Workspace settings: automatic assignment per list. Admins only (the users area). */
const staff = staffRoute("users");

export const loader = staff.loader(async () => {
  const rules = await assignmentRulesList();
  const lists = await Promise.all(
    rules.map(async (rule) => ({ ...rule, staff: await eligibleOwners(rule.kind) })),
  );
  return { lists };
});

export const action = staff.formAction((values) => saveAssignmentSettings(values));

export const meta = () => unlistedMeta("Settings");

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SettingsNav />
      <AssignmentSettings lists={loaderData.lists} />
    </>
  );
}
