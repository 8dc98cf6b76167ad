import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useSiteFacts } from "~/components/use-site-facts";
import { privacyPage } from "~/content/privacy";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "How we handle your data",
    description: "What Brazos Digital keeps from its forms and accounts, why, and for how long.",
    path: "/privacy",
    matches,
  });
}

/** The full privacy notice, reached from the short notice under each form. */
export default function Privacy() {
  const facts = useSiteFacts();
  return (
    <>
      <PageIntro eyebrow="Privacy" title="How we handle your data">
        <p>{privacyPage.intro}</p>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        {privacyPage.sections(facts).map((section) => (
          <section
            key={section.title}
            aria-labelledby={`privacy-${section.title.replaceAll(" ", "-")}`}
          >
            <h2
              id={`privacy-${section.title.replaceAll(" ", "-")}`}
              className="font-bold text-2xl text-ink"
            >
              {section.title}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="text-slate-500 text-sm">
          Notice version {privacyPage.version}. The terms of using this site are in our{" "}
          <Link to="/terms" className="rounded text-brand-700 underline">
            Terms of Service
          </Link>
          .
        </p>
      </div>
    </>
  );
}
