import { and, desc, eq, isNotNull } from "drizzle-orm";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import { config } from "../config.server";
import { str } from "../content/field-readers.server";
import type { Db } from "../db/client.server";
import { contentItems } from "../db/schema.server";
import type { OutboxNotice } from "../mail/outbox.server";
import { bounceAddressFor } from "./bounce-address.server";
import { renderWelcomeMail } from "./issue-mail.server";
import { unsubscribeHeaders } from "./mail.server";

/** Articles a welcome mail lists. */
const WELCOME_ARTICLES = 3;

/** The mail after confirming (record 111): a welcome, with the latest published articles. */
export async function welcomeMail(
  db: Db,
  subscription: { id: string; email: string },
): Promise<OutboxNotice> {
  const rows = await db
    .select({ slug: contentItems.publishedSlug, fields: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.type, "article"), isNotNull(contentItems.published)))
    .orderBy(desc(contentItems.publishedAt))
    .limit(WELCOME_ARTICLES);
  const articles = rows.flatMap((row) =>
    row.slug && row.fields
      ? [
          {
            title: str(row.fields, "title"),
            summary: str(row.fields, "summary"),
            href: new URL(`/insights/${row.slug}`, config().PUBLIC_URL).href,
          },
        ]
      : [],
  );
  const { unsubscribe, headers } = unsubscribeHeaders(subscription.id);
  return {
    kind: "newsletter-welcome",
    to: subscription.email,
    subject: `Welcome to ${NEWSLETTER_NAME}`,
    ...(await renderWelcomeMail(articles, unsubscribe)),
    headers,
    lead: { kind: "subscriptions", id: subscription.id },
    envelopeFrom: bounceAddressFor({ subscriberId: subscription.id }),
  };
}
