import { site } from "~/content/site";
import { NEWSLETTER_NAME, newsletterPaths } from "~/lib/newsletter";
import { config } from "../config.server";
import type { OutboxNotice } from "../mail/outbox.server";
import { escapeHtml } from "../mail/templates.server";
import { newsletterToken } from "./token.server";

type Subscription = { id: string; email: string; name: string };

const link = (path: string, token: string) => {
  const url = new URL(path, config().PUBLIC_URL);
  url.searchParams.set("token", token);
  return url.href;
};

/**
 * What every newsletter mail carries (record 079): a signed unsubscribe link in the text, and
 * the same link as List-Unsubscribe with List-Unsubscribe-Post, so mail programs can offer a
 * one-click unsubscribe (RFC 8058) that needs no session.
 */
export function unsubscribeHeaders(subscriptionId: string) {
  const unsubscribe = link(
    newsletterPaths.unsubscribe,
    newsletterToken("unsubscribe", subscriptionId),
  );
  return {
    unsubscribe,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in mail: the address is only subscribed once its owner follows the link. */
export function confirmMail(subscription: Subscription, now = new Date()): OutboxNotice {
  const confirm = link(newsletterPaths.confirm, newsletterToken("confirm", subscription.id, now));
  const { unsubscribe, headers } = unsubscribeHeaders(subscription.id);
  const subject = `Confirm your subscription to ${NEWSLETTER_NAME}`;
  // The address is not confirmed yet: no text the visitor typed, not even a name (record 099).
  const greeting = "Hello,";
  const lines = [
    `Someone, probably you, asked to receive ${NEWSLETTER_NAME} from ${site.brand} at this address.`,
    "To confirm, open this link within 7 days:",
  ];
  const ignore = "If you did not ask for it, ignore this e-mail: nothing will be sent to you.";
  const text = [
    greeting,
    "",
    ...lines,
    confirm,
    "",
    ignore,
    "",
    `Unsubscribe: ${unsubscribe}`,
    "",
  ].join("\n");
  const p = (inner: string) => `<p style="margin:0 0 12px;">${inner}</p>`;
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933;">` +
    p(escapeHtml(greeting)) +
    lines.map((line) => p(escapeHtml(line))).join("") +
    p(`<a href="${escapeHtml(confirm)}">Confirm my subscription</a>`) +
    p(escapeHtml(ignore)) +
    `<p style="margin:24px 0 0;font-size:12px;color:#52606d;"><a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>` +
    `</body></html>`;
  return {
    kind: "newsletter-confirm",
    to: subscription.email,
    subject,
    html,
    text,
    headers,
    lead: { kind: "subscriptions", id: subscription.id },
  };
}
