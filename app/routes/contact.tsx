import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { ContactForm } from "~/components/forms/contact-form";
import { GetQuoteButton, RequestDemoButton } from "~/components/forms/lead-buttons";
import { HeadquartersMap } from "~/components/headquarters-map";
import { PageIntro } from "~/components/page-intro";
import { useSiteFacts } from "~/components/use-site-facts";
import { site } from "~/content/site";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { seo } from "~/lib/seo";
import { useViewer } from "~/lib/viewer";
import { formAnswer } from "~/server/http/responses.server";
import { newFormMeta } from "~/server/intake/form-meta.server";
import { submitTextForm } from "~/server/intake/respond.server";
import { submitContactMessage } from "~/server/leads/leads.server";
import type { Route } from "./+types/contact";

export function loader() {
  return { formMeta: newFormMeta() };
}

/** The contact form's action: its fetcher with scripts, a plain post without. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await submitTextForm(request, context, submitContactMessage));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: "Contact Us",
    description: `Contact ${site.brand}: send a message, ask for a quote or a demo, or visit our headquarters in Austin, Texas.`,
    path: "/contact",
    matches,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const hq = facts.headquarters;
  const viewer = useViewer();
  return (
    <>
      <PageIntro eyebrow="Contact Us" title="Let's talk about your project">
        <p>Tell us what you are working on. A consultant will reply within one business day.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <GetQuoteButton size="lg" />
          <RequestDemoButton size="lg" variant="secondary">
            Request a Demo
          </RequestDemoButton>
        </div>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <section aria-labelledby="send-message">
          <h2 id="send-message" className="font-bold text-2xl">
            Send us a message
          </h2>
          <p className="mt-3 mb-6 text-slate-600">
            We read every message and reply within one business day.
          </p>
          <ContactForm viewer={viewer} initialMeta={loaderData.formMeta} plainPost={actionData} />
        </section>
        <section aria-labelledby="general-inquiries" className="space-y-8">
          <div>
            <h2 id="general-inquiries" className="font-bold text-2xl">
              General inquiries
            </h2>
            <p className="mt-3 text-slate-600">
              For questions about our services, partnerships or press, reach us directly.
            </p>
          </div>
          <ul className="space-y-5">
            <li className="flex gap-4">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-ink">Email</p>
                <a
                  className="rounded text-brand-700 underline"
                  href={`mailto:${facts.mailboxes.info}`}
                >
                  {facts.mailboxes.info}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-ink">Phone</p>
                <a className="rounded text-brand-700 underline" href={`tel:${facts.phone.tel}`}>
                  {facts.phone.display}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-ink">Office hours</p>
                <p>{facts.hours}</p>
              </div>
            </li>
            <li className="flex gap-4">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-ink">Headquarters</p>
                <address className="not-italic">
                  {hq.street}
                  <br />
                  {hq.city}, {hq.regionName} {hq.postalCode}, {hq.country}
                </address>
              </div>
            </li>
          </ul>
        </section>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <section aria-labelledby="find-us">
          <h2 id="find-us" className="sr-only">
            Map of our headquarters
          </h2>
          <HeadquartersMap />
        </section>
      </div>
    </>
  );
}
