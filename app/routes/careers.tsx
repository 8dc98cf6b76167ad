import { Illustration } from "~/components/illustration";
import { PageIntro } from "~/components/page-intro";
import { site } from "~/content/site";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/careers";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Careers",
    description: `Join ${site.brand}: open positions in software engineering, cloud, data, SAP and physical security.`,
    path: "/careers",
    matches,
  });
}

export default function Careers() {
  return (
    <>
      <PageIntro eyebrow="Careers" title="Build what matters with us">
        <p>
          We hire curious, senior-minded engineers and consultants who like hard problems and clear
          ownership.
        </p>
      </PageIntro>
      <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="space-y-4 text-lg leading-8">
          <h2 className="font-bold text-3xl">Open positions</h2>
          <p>
            Our current openings will be listed here. In the meantime, send your résumé to{" "}
            <a className="rounded text-brand-700 underline" href={`mailto:${site.mailboxes.hr}`}>
              {site.mailboxes.hr}
            </a>{" "}
            and tell us what you would like to work on.
          </p>
        </div>
        <Illustration
          image={{
            src: "/illustrations/site/careers.svg",
            alt: "Illustration of colleagues growing their careers together",
          }}
          priority
        />
      </section>
    </>
  );
}
