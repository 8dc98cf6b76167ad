import { NewsletterLinkPage } from "~/components/newsletter-link-page";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import { unlistedMeta } from "~/lib/seo";
import { personal } from "~/server/http/responses.server";
import { linkState, linkToken } from "~/server/newsletter/links.server";
import { confirmSubscription } from "~/server/newsletter/subscriptions.server";
import { readNewsletterToken } from "~/server/newsletter/token.server";
import type { Route } from "./+types/newsletter-confirm";

/** The confirm link of the double opt-in (record 079): shows a button; the post confirms. */
export async function loader({ request }: Route.LoaderArgs) {
  return personal(await linkState("confirm", request));
}

export async function action({ request }: Route.ActionArgs) {
  const id = readNewsletterToken("confirm", await linkToken(request));
  return personal({ outcome: await confirmSubscription(id) });
}

export const meta = () => unlistedMeta("Confirm your subscription");

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      {...loaderData}
      outcome={actionData?.outcome}
      button="Confirm subscription"
      texts={{
        ask: `Confirm that you want to receive ${NEWSLETTER_NAME}.`,
        done: `Thank you: you are subscribed to ${NEWSLETTER_NAME}.`,
        already: `This address is already subscribed to ${NEWSLETTER_NAME}.`,
        invalid: "This link is not valid, or it has expired. Please sign up again.",
      }}
    />
  );
}
