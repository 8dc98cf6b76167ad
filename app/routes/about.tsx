import { Illustration } from "~/components/illustration";
import { Checklist } from "~/components/offerings";
import { PageIntro } from "~/components/page-intro";
import { Paragraphs } from "~/components/paragraphs";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { noindexMeta } from "~/lib/content/preview";
import { factsFrom, seo } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import type { Route } from "./+types/about";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({ words: site.about }));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...seo({
      title: "About Us",
      description: loaderData?.words.seoDescription ?? factsFrom(matches).description,
      path: "/about",
      matches,
    }),
    ...noindexMeta(loaderData?.preview),
  ];
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <PageIntro eyebrow="About Us" title={words.title}>
        <Paragraphs text={words.intro} />
      </PageIntro>
      <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="space-y-5 text-lg text-slate-700 leading-8">
          <h2 className="font-bold text-3xl">Who we are</h2>
          <Paragraphs text={words.whoWeAre} />
        </div>
        <Illustration
          image={{
            src: "/illustrations/site/about.svg",
            alt: "Illustration of a delivery team collaborating around shared plans and dashboards",
          }}
          priority
        />
      </section>
      <section aria-labelledby="goals" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="goals" className="font-bold text-3xl">
            Our goals
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {words.goals.map((goal) => (
              <li
                key={`${goal.title} ${goal.text}`}
                className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-semibold text-lg">{goal.title}</h3>
                <p className="mt-2 text-slate-600 leading-7">{goal.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="why-us" className="font-bold text-3xl">
              Why clients choose us
            </h2>
            <div className="mt-4 space-y-4 text-lg text-slate-600">
              <Paragraphs text={words.whyIntro} />
            </div>
            <ButtonLink to="/contact" className="mt-8" size="lg">
              Start a conversation
            </ButtonLink>
          </div>
          <div className="text-lg">
            <Checklist items={words.reasons} />
          </div>
        </div>
      </section>
    </>
  );
}
