import { ContentWorkTable } from "~/components/my-work/content-work-section";
import { DealWorkTable } from "~/components/my-work/deal-work-section";
import { MyWorkSectionTable } from "~/components/my-work/my-work-section";
import { AwaitingProposalsTable } from "~/components/proposals/awaiting-proposals";
import { myWorkPages } from "~/lib/my-work";
import { unlistedMeta } from "~/lib/seo";
import { mayUse, mayWorkLists } from "~/server/auth/staff-access.server";
import { db } from "~/server/db/index.server";
import { loadContentWork } from "~/server/my-work/content-work.server";
import { loadDealWork } from "~/server/my-work/deal-work.server";
import { loadMyWork } from "~/server/my-work/my-work.server";
import { awaitingProposals } from "~/server/proposals/awaiting.server";
import type { Route } from "./+types/my-work";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/**
 * A staff member's home in the workspace (record 082): every list they work, in one place; for
 * an editor, who works no list, the content that waits (record 101).
 */
export const loader = staffRoute("dashboard").loader(async (viewer, request) => {
  const pages = myWorkPages(new URL(request.url).search);
  const editor = mayUse(viewer.role, "content") && !mayWorkLists(viewer.role);
  const [sections, content, deals, proposals] = await Promise.all([
    loadMyWork(viewer, pages),
    editor ? loadContentWork() : [],
    // Deals whose owner has not said what comes next (record 113), for those who work deals.
    mayUse(viewer.role, "deals") ? loadDealWork(db(), viewer.id).then((section) => [section]) : [],
    // Proposals awaiting the client (record 115): for those who work deals too.
    mayUse(viewer.role, "deals")
      ? awaitingProposals(db(), viewer.id).then((section) => [section])
      : [],
  ]);
  return { sections, content, deals, proposals };
});

export const meta = () => unlistedMeta("My work");

export default function MyWork({ loaderData }: Route.ComponentProps) {
  const { sections, content, deals, proposals } = loaderData;
  const all = [...sections, ...content, ...deals, ...proposals];
  return (
    <div className="space-y-2 py-1">
      {/* The layout's h1 is the spec's "Admin Dashboard"; each staff page heads itself with an h2. */}
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 className="font-bold text-ink text-lg">My work</h2>
        <ul aria-label="Sections" className="flex flex-wrap gap-x-3 text-sm">
          {all.map((section) => (
            <li key={section.id}>
              <a
                href={`#section-${section.id}`}
                className="inline-flex min-h-6 items-center gap-1 text-brand-700 hover:underline"
              >
                {section.label} <span className="tabular-nums">{section.total}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-2 lg:grid-cols-2">
        {sections.map((section) => (
          <MyWorkSectionTable key={section.id} section={section} />
        ))}
        {content.map((section) => (
          <ContentWorkTable key={section.id} section={section} />
        ))}
        {deals.map((section) => (
          <DealWorkTable key={section.id} section={section} />
        ))}
        {proposals.map((section) => (
          <AwaitingProposalsTable key={section.id} section={section} />
        ))}
      </div>
    </div>
  );
}
