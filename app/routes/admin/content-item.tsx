import { Link } from "react-router";
import { ContentForm } from "~/components/content/content-form";
import { ItemActions } from "~/components/content/item-actions";
import { PublishPanel } from "~/components/content/publish-panel";
import { VersionList } from "~/components/content/version-list";
import { Button } from "~/components/ui/button";
import { pageTitle, site } from "~/content/site";
import { isDated, itemName } from "~/lib/content/fields";
import { contentTypeInfo, singletonSlug } from "~/lib/content/types";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { itemAction } from "~/server/content/content-actions.server";
import { itemPage } from "~/server/content/editor-page.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/content-item";

export { keepPageOnPreview as shouldRevalidate } from "~/components/content/markdown-editor";
export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffFor(request, "content");
  return personal(await itemPage(params.id));
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  return formAnswer(await itemAction(params.id, (await readTextForm(request)) ?? {}, viewer));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData ? itemName(loaderData.item.type, loaderData.item.fields) : "Content";
  return [{ title: pageTitle(`Edit ${name}`) }, { name: "robots", content: "noindex" }];
}

export default function ContentItem({ loaderData }: Route.ComponentProps) {
  const { item, versions, links, choices, previews } = loaderData;
  const info = contentTypeInfo[item.type];
  const name = itemName(item.type, item.fields);
  return (
    <div className="space-y-3">
      <Link
        to={`/admin/content?type=${item.type}`}
        className="inline-block min-h-6 font-medium text-brand-700 text-sm hover:underline"
      >
        ← All {info.plural.toLowerCase()}
      </Link>
      <h2 className="font-semibold text-xl">
        {name} <span className="font-normal text-slate-500 text-base">{info.label}</span>
      </h2>
      <div className="grid items-start gap-3 xl:grid-cols-[1fr_22rem]">
        <ContentForm
          key={`${item.id}-${item.revision}`}
          type={item.type}
          slug={item.slug}
          fields={item.fields}
          revision={item.revision}
          choices={choices}
          previews={previews}
          label={`Edit ${name}`}
          published={Boolean(item.publishedSlug)}
          buttons={
            <>
              <Button type="submit" name="intent" value="save">
                Save draft
              </Button>
              <Button type="submit" name="intent" value="save-publish" variant="secondary">
                Save and publish
              </Button>
            </>
          }
        />
        <div className="space-y-3">
          <PublishPanel item={item} timeZone={site.timeZone} />
          <VersionList itemId={item.id} revision={item.revision} versions={versions} />
          <ItemActions
            name={name}
            links={links}
            single={Boolean(singletonSlug[item.type])}
            dated={isDated(item.type)}
          />
        </div>
      </div>
    </div>
  );
}
