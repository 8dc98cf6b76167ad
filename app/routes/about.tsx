import { Illustration } from "~/components/illustration";
import { Checklist } from "~/components/offerings";
import { PageIntro } from "~/components/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { site } from "~/content/site";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "About Us",
    description: `${site.brand} is an Austin-based IT consultancy delivering software, cloud, data, SAP and physical security programmes since ${site.foundedYear}.`,
    path: "/about",
    matches,
  });
}

const goals = [
  {
    title: "Deliver what we promise",
    text: "Fixed scopes, honest estimates and weekly demos. Clients see working software early and often, not status reports.",
  },
  {
    title: "Leave clients stronger",
    text: "We document, pair and hand over, so your own teams can run and extend what we build without us.",
  },
  {
    title: "Engineer for the long run",
    text: "Secure by design, observable in production and affordable to operate: systems that still make sense in ten years.",
  },
];

const reasons = [
  "Senior, hands-on consultants: the people who scope the work deliver it",
  "Deep experience in regulated industries, from GxP to FedRAMP and NERC CIP",
  "One partner across software, cloud, data, SAP and physical security",
  "Transparent pricing with fixed-fee options for well-defined scopes",
  "U.S.-based delivery teams with security clearances available",
  "Long-term support and managed services once a system is live",
];

export default function About() {
  return (
    <>
      <PageIntro eyebrow="About Us" title="Engineers and advisers for critical systems">
        <p>
          Founded in Austin, Texas in {site.foundedYear}, {site.brand} helps enterprises and public
          agencies design, build and run the technology their operations depend on.
        </p>
      </PageIntro>
      <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="space-y-5 text-lg text-slate-700 leading-8">
          <h2 className="font-bold text-3xl">Who we are</h2>
          <p>
            We are a team of software engineers, cloud architects, data specialists, SAP consultants
            and security integrators. Our clients include utilities, aerospace and defense
            suppliers, federal agencies, health systems and life-science manufacturers.
          </p>
          <p>
            We take on the programmes where reliability, compliance and security matter as much as
            features, and we stay accountable for results long after go-live.
          </p>
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
            {goals.map((goal) => (
              <li
                key={goal.title}
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
            <p className="mt-4 text-lg text-slate-600">
              Most of our work comes from referrals and returning clients. Here is what they tell us
              makes the difference.
            </p>
            <ButtonLink to="/contact" className="mt-8" size="lg">
              Start a conversation
            </ButtonLink>
          </div>
          <div className="text-lg">
            <Checklist items={reasons} />
          </div>
        </div>
      </section>
    </>
  );
}
