import { NewsletterLinkPage } from "~/components/newsletter-link-page";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import { unlistedMeta } from "~/lib/seo";
import { personal } from "~/server/http/responses.server";
import { linkState, linkToken } from "~/server/newsletter/links.server";
import { unsubscribe } from "~/server/newsletter/subscriptions.server";
import { readNewsletterToken } from "~/server/newsletter/token.server";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * Every newsletter mail's unsubscribe link (record 079). GET asks; POST unsubscribes, from the
 * page's button or as a mail program's one-click post (RFC 8058), which carries the token in
 * the URL and no session (host/security.ts lets it through). Unsubscribing twice is harmless.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return personal(await linkState("unsubscribe", request));
}

export async function action({ request }: Route.ActionArgs) {
  const id = readNewsletterToken("unsubscribe", await linkToken(request));
  return personal({ outcome: await unsubscribe(id) });
}

export const meta = () => unlistedMeta("Unsubscribe");

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      {...loaderData}
      outcome={actionData?.outcome}
      button="Unsubscribe"
      texts={{
        ask: `Stop receiving ${NEWSLETTER_NAME}?`,
        done: `You are unsubscribed. We will send you no more ${NEWSLETTER_NAME}.`,
        already: "This address is already unsubscribed.",
        invalid: "This link is not valid.",
      }}
    />
  );
}
