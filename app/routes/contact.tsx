import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/forms/contact-form";
import { GetQuoteButton, RequestDemoButton } from "~/components/forms/lead-buttons";
import { HeadquartersMap } from "~/components/headquarters-map";
import { PageIntro } from "~/components/page-intro";
import { HeadedSection } from "~/components/ui/headed-section";
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
        <HeadedSection id="send-message" heading="Send us a message">
          <p className="mt-3 mb-6 text-slate-600">
            We read every message and reply within one business day.
          </p>
          <ContactForm viewer={viewer} initialMeta={loaderData.formMeta} plainPost={actionData} />
        </HeadedSection>
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
            <ContactLine icon={Mail} label="Email">
              <a
                className="rounded text-brand-700 underline"
                href={`mailto:${facts.mailboxes.info}`}
              >
                {facts.mailboxes.info}
              </a>
            </ContactLine>
            <ContactLine icon={Phone} label="Phone">
              <a className="rounded text-brand-700 underline" href={`tel:${facts.phone.tel}`}>
                {facts.phone.display}
              </a>
            </ContactLine>
            <ContactLine icon={Clock} label="Office hours">
              <p>{facts.hours}</p>
            </ContactLine>
            <ContactLine icon={MapPin} label="Headquarters">
              <address className="not-italic">
                {hq.street}
                <br />
                {hq.city}, {hq.regionName} {hq.postalCode}, {hq.country}
              </address>
            </ContactLine>
          </ul>
        </section>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <HeadedSection id="find-us" heading="Map of our headquarters" headingClassName="sr-only">
          <HeadquartersMap />
        </HeadedSection>
      </div>
    </>
  );
}

/** One way to reach us, under its name, with its icon beside it. */
function ContactLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold text-ink">{label}</p>
        {children}
      </div>
    </li>
  );
}
