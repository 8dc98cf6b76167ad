import { Link } from "react-router";
import { ContentStatusBadge } from "~/components/content/content-status";
import { IntentButton } from "~/components/content/intent-button";
import { PreviewFrames } from "~/components/content/preview-frames";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { previewPage } from "~/server/content/editor-page.server";
import { personal } from "~/server/http/responses.server";
import type { Route } from "./+types/content-preview";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** The draft on its real page at phone and desktop widths, side by side (record 073). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffFor(request, "content");
  return personal(await previewPage(params.id));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(`Preview ${loaderData?.name ?? "draft"}`) },
    { name: "robots", content: "noindex" },
  ];
}

export default function ContentPreview({ loaderData: item }: Route.ComponentProps) {
  const itemUrl = `/admin/content/${item.id}`;
  return (
    <div className="space-y-3">
      <Link
        to={itemUrl}
        className="inline-block min-h-6 font-medium text-brand-700 text-sm hover:underline"
      >
        ← Back to the item
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-xl">
          Preview: {item.name} <ContentStatusBadge status={item.status} />
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={item.previewPath}
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 items-center rounded-md px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
          >
            Open the page alone
          </a>
          <IntentButton
            intent="publish"
            revision={item.revision}
            variant="primary"
            action={itemUrl}
          >
            Publish now
          </IntentButton>
        </div>
      </div>
      <PreviewFrames name={item.name} frame={{ src: item.previewPath }} />
    </div>
  );
}
