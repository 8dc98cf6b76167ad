import { Inbox } from "lucide-react";
import { AccountLinks } from "~/components/account/account-links";
import { SubmissionDetails } from "~/components/account/submission-details";
import { PageIntro } from "~/components/page-intro";
import { StatusBadge } from "~/components/status-badge";
import { HeadedSection } from "~/components/ui/headed-section";
import { formatDate } from "~/lib/dates";
import type { SubmissionDetail } from "~/lib/replies";
import { unlistedMeta } from "~/lib/seo";
import { mySubmissionDetails } from "~/server/accounts/submission-details.server";
import { listMySubmissions } from "~/server/accounts/submissions.server";
import { requireUser } from "~/server/auth/session.server";
import { personal } from "~/server/http/responses.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/account";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const greeting = viewer.name || viewer.email;
  try {
    const [submissions, details] = await Promise.all([
      listMySubmissions(viewer.id),
      mySubmissionDetails(viewer.id),
    ]);
    return personal({ greeting, submissions, details, loadFailed: false });
  } catch (error) {
    log().error({ err: error }, "loading submissions failed");
    return personal({
      greeting,
      submissions: [],
      details: {} as Record<string, SubmissionDetail>,
      loadFailed: true,
    });
  }
}

export const meta = () => unlistedMeta("My Account");

export default function Account({ loaderData }: Route.ComponentProps) {
  const { greeting, submissions, details, loadFailed } = loaderData;
  return (
    <>
      <PageIntro eyebrow="My Account" title={`Welcome, ${greeting}`}>
        <p>Everything you have sent us, and where it stands.</p>
        <AccountLinks />
      </PageIntro>
      <HeadedSection
        id="my-submissions"
        heading="My Submissions"
        className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8"
      >
        {loadFailed ? (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
          >
            Could not fetch your submissions.
          </p>
        ) : submissions.length === 0 ? (
          <div className="mt-6 rounded-xl border border-slate-300 border-dashed p-10 text-center">
            <Inbox aria-hidden="true" className="mx-auto size-8 text-slate-400" />
            <p className="mt-3 text-slate-700">You haven't made any submissions yet.</p>
          </div>
        ) : (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {submissions.map((item) => (
              <li
                key={`${item.type}-${item.id}`}
                className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5"
              >
                <div>
                  <p className="font-semibold text-ink">
                    {item.type}
                    {details[item.id] && (
                      <span className="ml-2 font-mono font-normal text-slate-600 text-sm">
                        {details[item.id]?.reference}
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600 text-sm">
                    {item.detail && <span>{item.detail} · </span>}
                    <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                  </p>
                </div>
                <StatusBadge status={item.status} />
                <SubmissionDetails detail={details[item.id]} />
              </li>
            ))}
          </ul>
        )}
      </HeadedSection>
    </>
  );
}
