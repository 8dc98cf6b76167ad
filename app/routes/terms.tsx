import { PageIntro } from "~/components/page-intro";
import { Paragraphs } from "~/components/paragraphs";
import { PreviewBanner } from "~/components/preview-banner";
import { contentMeta } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import type { Route } from "./+types/terms";

export { contentHeaders as headers } from "~/server/content/page.server";

/** The Terms of Service: words the editor owns, a one-item content type (record 070). */
export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({ words: site.terms }));
}

export const meta = (args: Route.MetaArgs) =>
  contentMeta(args, {
    title: "Terms of Service",
    description: args.loaderData?.words.seoDescription ?? "",
    path: "/terms",
  });

const anchor = (title: string) => `terms-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <PageIntro eyebrow="Legal" title={words.title}>
        <Paragraphs text={words.intro} />
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        {words.sections.map((section) => (
          <section key={section.title} aria-labelledby={anchor(section.title)}>
            <h2 id={anchor(section.title)} className="font-bold text-2xl text-ink">
              {section.title}
            </h2>
            <p className="mt-4 text-slate-700 leading-7">{section.text}</p>
          </section>
        ))}
        <p className="text-slate-500 text-sm">Last updated {words.updated}.</p>
      </div>
    </>
  );
}
