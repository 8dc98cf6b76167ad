import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { site } from "~/content/site";
import { NEWSLETTER_NAME, newsletterPaths } from "~/lib/newsletter";
import { seo } from "~/lib/seo";
import { archivedIssues } from "~/server/newsletter/archive.server";
import type { Route } from "./+types/insights-issues";

/** The public archive of the newsletter's issues, newest first (record 111). */
export async function loader() {
  return { issues: await archivedIssues() };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: `${NEWSLETTER_NAME}: past issues`,
    description: `Every issue of ${NEWSLETTER_NAME}, ${site.brand}'s newsletter, as it was sent.`,
    path: newsletterPaths.archive,
    matches,
  });
}

export default function InsightsIssues({ loaderData }: Route.ComponentProps) {
  const { issues } = loaderData;
  return (
    <>
      <PageIntro eyebrow="Insights" title="Past issues">
        <p>
          Every issue of {NEWSLETTER_NAME} as it was sent.{" "}
          <Link
            to={newsletterPaths.signup}
            className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Subscribe
          </Link>{" "}
          to get the next one, about once a month.
        </p>
      </PageIntro>
      <section aria-label="Issues" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {issues.length ? (
            <ul className="divide-y divide-slate-200 border-slate-200 border-y">
              {issues.map((issue) => (
                <li key={issue.slug} className="py-5">
                  <Link
                    to={`${newsletterPaths.archive}/${issue.slug}`}
                    className="rounded font-semibold text-ink text-xl hover:text-brand-700"
                  >
                    {issue.subject}
                  </Link>
                  <p className="mt-1 text-slate-600 text-sm">
                    <time dateTime={issue.date}>{issue.dateLabel}</time>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-lg text-slate-600">No issues yet: the first one is on its way.</p>
          )}
          <p className="mt-10">
            <Link
              to="/insights"
              className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              All insights
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
