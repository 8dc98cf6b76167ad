import { NotFoundBoundary } from "~/components/error-page";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { ArticleCard } from "~/components/insights/article-card";
import { InsightsPagination } from "~/components/insights/pagination";
import { PageIntro } from "~/components/page-intro";
import { PreviewBanner } from "~/components/preview-banner";
import { site } from "~/content/site";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import { contentMeta } from "~/lib/seo";
import { articlePage } from "~/server/content/articles.server";
import { contentPage } from "~/server/content/page.server";
import { invariantResponse } from "~/server/http/responses.server";
import type { Route } from "./+types/insights";

export { contentHeaders as headers } from "~/server/content/page.server";

/** /insights, ten articles a page, newest first (record 081); ?page=N beyond the last is a 404. */
export function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(asked) ? Number(asked) : 0;
  return contentPage(request, (content) => {
    const shown = articlePage(content.articles, page);
    invariantResponse(shown, "Not Found", { status: 404 });
    return {
      ...shown,
      articles: shown.articles.map(
        ({ slug, title, summary, author, date, dateLabel, tags, image }) => ({
          slug,
          title,
          summary,
          author,
          date,
          dateLabel,
          tags,
          image,
        }),
      ),
    };
  });
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page ?? 1;
  return contentMeta(args, {
    title: page > 1 ? `Insights — page ${page}` : "Insights",
    description:
      page > 1
        ? `Insights from ${site.brand}, page ${page}: older articles on enterprise software, SAP, data, AI and security.`
        : `Practical perspectives from ${site.brand}'s consultants on enterprise software, SAP, cloud, data, AI and security.`,
    path: page > 1 ? `/insights?page=${page}` : "/insights",
    more: [
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: `${site.brand} Insights`,
        href: "/insights/feed.xml",
      },
    ],
  });
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { articles, page, pages } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <PageIntro eyebrow="Insights" title="Perspectives from our practice">
        <p>
          What our consultants are learning on client programmes in enterprise software, SAP, cloud,
          data and security: practical notes, written for the people who run them.
        </p>
        <p className="mt-3 text-base">
          <a
            href="/insights/feed.xml"
            className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Subscribe to the feed
          </a>
          {" · "}
          <a
            href="/insights/issues"
            className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Past newsletter issues
          </a>
        </p>
      </PageIntro>
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {articles.length ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-600">No articles yet: please check back soon.</p>
        )}
        <InsightsPagination page={page} pages={pages} />
      </section>
      <section
        aria-labelledby="insights-newsletter"
        className="border-slate-200 border-t bg-slate-50"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
          <div>
            <h2 id="insights-newsletter" className="font-bold text-2xl text-ink">
              New articles by e-mail
            </h2>
            <p className="mt-3 max-w-prose text-slate-600">
              {NEWSLETTER_NAME}: new articles in your inbox, about once a month. Confirm once by
              e-mail; every issue has a one-click unsubscribe link.
            </p>
          </div>
          <NewsletterSignup idPrefix="insights-newsletter" label="Subscribe to new articles" />
        </div>
      </section>
    </>
  );
}

/** A page number past the last (or not a number): a "not found" panel back to page 1. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title="Page Not Found"
      message="There is no such page of Insights."
      backTo="/insights"
      backLabel="Back to Insights"
    />
  );
}
