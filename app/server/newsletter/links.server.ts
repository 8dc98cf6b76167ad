import { readTextForm } from "../intake/read-form.server";
import { type NewsletterTokenPurpose, readNewsletterToken } from "./token.server";

/** The token of a confirm or unsubscribe link, from the URL (as mailed) or the page's form. */
export async function linkToken(request: Request): Promise<string> {
  const fromUrl = new URL(request.url).searchParams.get("token");
  if (fromUrl) return fromUrl;
  const values = request.method === "POST" ? await readTextForm(request) : null;
  return values?.token ?? "";
}

/** Whether a link's token is good for `purpose`, as its page's loader tells it. */
export function linkState(purpose: NewsletterTokenPurpose, request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: readNewsletterToken(purpose, token) !== null };
}
