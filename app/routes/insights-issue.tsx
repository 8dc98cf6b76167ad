import { DetailArticle } from "~/components/detail-article";
import { NotFoundBoundary } from "~/components/error-page";
import { ArticleBody } from "~/components/insights/article-body";
import { pageTitle } from "~/content/site";
import { NEWSLETTER_NAME, newsletterPaths } from "~/lib/newsletter";
import { seo } from "~/lib/seo";
import { invariantResponse } from "~/server/http/responses.server";
import { archivedIssue } from "~/server/newsletter/archive.server";
import type { Route } from "./+types/insights-issue";

/** One issue of the newsletter as it was sent, on the site (record 111). */
export async function loader({ params }: Route.LoaderArgs) {
  const issue = await archivedIssue(params.slug);
  invariantResponse(issue, "Not Found", { status: 404 });
  return { issue };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const issue = loaderData?.issue;
  if (!issue) return [{ title: pageTitle("Issue Not Found") }];
  return seo({
    title: issue.subject,
    description: `${issue.subject}: an issue of ${NEWSLETTER_NAME}, sent ${issue.dateLabel}.`,
    path: `${newsletterPaths.archive}/${params.slug}`,
    matches,
  });
}

export default function InsightsIssue({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  return (
    <DetailArticle back={{ to: newsletterPaths.archive, label: "Past issues" }} width="max-w-3xl">
      <header className="mt-8">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
          {NEWSLETTER_NAME}
        </p>
        <h1 className="mt-3 font-bold text-3xl leading-tight sm:text-5xl">{issue.subject}</h1>
        <p className="mt-4 text-slate-600">
          Sent <time dateTime={issue.date}>{issue.dateLabel}</time>
        </p>
      </header>
      <div className="mt-10">
        <ArticleBody html={issue.bodyHtml} />
      </div>
    </DetailArticle>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title="Issue Not Found"
      message="There is no such issue of the newsletter."
      backTo={newsletterPaths.archive}
      backLabel="Back to past issues"
    />
  );
}
