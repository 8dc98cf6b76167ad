import { ContentForm } from "~/components/content/content-form";
import { ContentTypeNav } from "~/components/content/content-nav";
import { Button } from "~/components/ui/button";
import { contentTypeInfo, isContentType } from "~/lib/content/types";
import { unlistedMeta } from "~/lib/seo";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { createAction } from "~/server/content/content-actions.server";
import { formChoices, newItemFields } from "~/server/content/editor-page.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/content-new";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "content");
  const { type } = params;
  invariantResponse(isContentType(type), "Not Found", { status: 404 });
  return personal({ type, fields: newItemFields(type, viewer), choices: await formChoices(type) });
}

export { keepPageOnPreview as shouldRevalidate } from "~/components/content/markdown-editor";

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  return formAnswer(await createAction(params.type, (await readTextForm(request)) ?? {}, viewer));
}

export const meta = () => unlistedMeta("New content");

export default function NewContent({
  loaderData: { type, fields, choices },
}: Route.ComponentProps) {
  const label = `New ${contentTypeInfo[type].label.toLowerCase()}`;
  return (
    <div className="space-y-3">
      <ContentTypeNav current={type} />
      <h2 className="font-semibold text-xl">{label}</h2>
      <p className="text-slate-600 text-sm">
        It is saved as a draft: nothing shows on the site until you publish it.
      </p>
      <ContentForm
        type={type}
        slug=""
        fields={fields}
        revision={null}
        choices={choices}
        label={label}
        buttons={<Button type="submit">Create draft</Button>}
      />
    </div>
  );
}
