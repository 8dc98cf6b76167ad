import { Link } from "react-router";
import { IntentButton } from "~/components/content/intent-button";
import { pageTitle } from "~/content/site";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { isRecordId } from "~/lib/ids";
import { itemAction } from "~/server/content/actions.server";
import { compareVersion } from "~/server/content/history.server";
import { requireStaffFor } from "~/server/dashboard/access.server";
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

/** Restores this version as the item's draft (the same action as the item page's). */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  const values = (await readTextForm(request)) ?? {};
  return formAnswer(
    await itemAction(
      params.id,
      { ...values, intent: "restore", versionId: params.versionId },
      viewer,
    ),
  );
}

export function meta() {
  return [{ title: pageTitle("Compare versions") }, { name: "robots", content: "noindex" }];
}

export default function ContentVersion({ loaderData }: Route.ComponentProps) {
  const { itemId, version, revision, fields } = loaderData;
  const changed = fields.filter((field) => field.version !== field.current).length;
  return (
    <div className="space-y-3">
      <Link
        to={`/admin/content/${itemId}`}
        className="inline-block min-h-6 font-medium text-brand-700 text-sm hover:underline"
      >
        ← Back to the item
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-xl">
          Version {version.number}{" "}
          <span className="font-normal text-base text-slate-600">
            published {formatDateTime(version.publishedAt)}
          </span>
        </h2>
        <IntentButton intent="restore" revision={revision} variant="primary">
          Restore as draft
        </IntentButton>
      </div>
      <p className="text-slate-600 text-sm">
        {changed === 0
          ? "The current draft is the same as this version."
          : `${changed} ${changed === 1 ? "field differs" : "fields differ"} from the current draft. Restoring makes this version the draft; the live site changes only when you publish.`}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Fields of version {version.number} beside the draft</caption>
          <thead className="bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="w-40 px-3 py-2">
                Field
              </th>
              <th scope="col" className="px-3 py-2">
                Version {version.number}
              </th>
              <th scope="col" className="px-3 py-2">
                Current draft
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {fields.map((field) => {
              const differs = field.version !== field.current;
              return (
                <tr
                  key={field.name}
                  className={cn(differs && "bg-amber-50")}
                  data-changed={differs || undefined}
                >
                  <th scope="row" className="px-3 py-2 font-medium">
                    {field.label}
                    {differs && (
                      <span className="block font-normal text-amber-900 text-xs">Changed</span>
                    )}
                  </th>
                  <td className="whitespace-pre-wrap break-words px-3 py-2">{field.version}</td>
                  <td className="whitespace-pre-wrap break-words px-3 py-2">{field.current}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
