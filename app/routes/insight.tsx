import { DetailArticle } from "~/components/detail-article";
import { detailPage } from "~/components/detail-page";
import { Illustration } from "~/components/illustration";
import { ArticleBody } from "~/components/insights/article-body";
import { ArticleByline, ArticleTags } from "~/components/insights/article-meta";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { articleJsonLd } from "~/content/article-json-ld";
import { JsonLd } from "~/lib/json-ld";
import { originFrom } from "~/lib/seo";
import { contentDetail } from "~/server/content/page.server";
import type { Route } from "./+types/insight";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage("article", {
  title: "title",
  description: "summary",
  published: "date",
});

/** One Insights article (record 081), server-rendered; an old slug answers 301. */
export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, page.type, params.slug, "item");
}

export const meta = (args: Route.MetaArgs) => page.meta(args);

export default function Insight({ loaderData, matches }: Route.ComponentProps) {
  const article = loaderData.item;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <JsonLd data={articleJsonLd(article, originFrom(matches))} />
      <DetailArticle back={page.back}>
        <header className="mx-auto mt-8 max-w-3xl">
          <ArticleTags tags={article.tags} />
          <h1 className="mt-4 font-bold text-3xl leading-tight sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-lg text-slate-600 leading-8 sm:text-xl">{article.summary}</p>
          <div className="mt-6">
            <ArticleByline
              author={article.author}
              date={article.date}
              dateLabel={article.dateLabel}
            />
          </div>
        </header>
        <Illustration
          image={article.image}
          priority
          className="mx-auto mt-10 max-h-[30rem] max-w-5xl"
        />
        <div className="mx-auto mt-12 max-w-3xl">
          <ArticleBody html={article.bodyHtml} />
          <aside
            aria-labelledby="talk-to-us"
            className="mt-14 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="talk-to-us" className="font-bold text-xl">
              Facing a similar challenge?
            </h2>
            <p className="mt-2 text-slate-600">
              Our consultants are happy to talk it through, with no obligation.
            </p>
            <ButtonLink to="/contact" className="mt-5">
              Talk to a consultant
            </ButtonLink>
          </aside>
        </div>
      </DetailArticle>
    </>
  );
}

export const ErrorBoundary = page.ErrorBoundary;
