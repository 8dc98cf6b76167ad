import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { newsletterSubscriptions } from "../db/schema.server";
import { readTextForm } from "../intake/read-form.server";
import { isErasedAddress } from "../leads/erased.server";
import { type NewsletterTokenPurpose, readNewsletterToken } from "./token.server";

/** The token of a confirm or unsubscribe link, from the URL (as mailed) or the page's form. */
export async function linkToken(request: Request): Promise<string> {
  const fromUrl = new URL(request.url).searchParams.get("token");
  if (fromUrl) return fromUrl;
  const values = request.method === "POST" ? await readTextForm(request) : null;
  return values?.token ?? "";
}

/**
 * Whether a link's token is good for `purpose`, as its page's loader tells it: signed, not
 * expired, and naming a subscription whose person was not erased (record 101).
 */
export async function linkState(
  purpose: NewsletterTokenPurpose,
  request: Request,
  db: Db = defaultDb(),
) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const id = readNewsletterToken(purpose, token);
  if (!id) return { token, valid: false };
  const [row] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return { token, valid: Boolean(row) && !isErasedAddress(row?.email ?? "") };
}
