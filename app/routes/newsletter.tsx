import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { PageIntro } from "~/components/page-intro";
import { answerOrNotSent } from "~/lib/forms/client-action";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import { unlistedMeta } from "~/lib/seo";
import { formAnswer } from "~/server/http/responses.server";
import { submitTextForm } from "~/server/intake/respond.server";
import { subscribe } from "~/server/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter sign-up's action (record 079): the footer's form posts here, through its
 * fetcher with scripts, as a plain post without; the page then shows the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await submitTextForm(request, context, subscribe));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrNotSent(serverAction);
}

export const meta = () => unlistedMeta(NEWSLETTER_NAME);

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Newsletter" title={NEWSLETTER_NAME}>
        <p>Our consultants' notes on software, cloud and data, about once a month.</p>
      </PageIntro>
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 lg:px-8">
        <NewsletterSignup idPrefix="newsletter-page" plainPost={actionData} />
      </div>
    </>
  );
}
