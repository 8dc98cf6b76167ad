import { Link } from "react-router";
import { VersionCompare } from "~/components/content/version-compare";
import { isRecordId } from "~/lib/ids";
import { unlistedMeta } from "~/lib/seo";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { restoreAction } from "~/server/content/content-actions.server";
import { compareVersion } from "~/server/content/history.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/content-version";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffFor(request, "content");
  const { id, versionId } = params;
  const comparison =
    isRecordId(id) && isRecordId(versionId) ? await compareVersion(id, versionId) : null;
  invariantResponse(comparison, "Not Found", { status: 404 });
  return personal({ itemId: id, ...comparison });
}

/** Restores this version as the draft, then goes on to the item, where Publish is. */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  const values = (await readTextForm(request)) ?? {};
  return formAnswer(await restoreAction(params.id, params.versionId, values, viewer));
}

export const meta = () => unlistedMeta("Compare versions");

export default function ContentVersion({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-3">
      <Link
        to={`/admin/content/${loaderData.itemId}`}
        className="inline-block min-h-6 font-medium text-brand-700 text-sm hover:underline"
      >
        ← Back to the item
      </Link>
      <VersionCompare {...loaderData} />
    </div>
  );
}
