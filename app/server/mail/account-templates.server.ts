import { site } from "~/content/site";
import { escapeHtml, headerSafe, type NoticeContent } from "./templates.server";

const copy = {
  "verify-email": {
    subject: `Confirm your email address for ${site.brand}`,
    intro: "Thanks for registering. Please confirm your email address to activate your account.",
    action: "Confirm email address",
    outro: "The link works for 24 hours. If you did not register, you can ignore this message.",
  },
  "reset-password": {
    subject: `Reset your ${site.brand} password`,
    intro: "We received a request to reset the password of your account.",
    action: "Choose a new password",
    outro: "The link works for one hour. If you did not ask for it, you can ignore this message.",
  },
} as const;

/** The e-mail sent to a visitor about their account: a confirmation or a password reset link. */
export function accountEmail(kind: keyof typeof copy, { url }: { url: string }): NoticeContent {
  const text = copy[kind];
  // The name was typed into the sign-up form with this unconfirmed address: not repeated, so
  // the form cannot mail anyone's text to anyone (record 099).
  const greeting = "Hello,";
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0b1f3a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(text.intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(text.outro)}<br>${escapeHtml(url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(site.legalName)}</p>
</body></html>`;
  return {
    subject: headerSafe(text.subject),
    html,
    text: `${greeting}\n\n${text.intro}\n\n${text.action}: ${url}\n\n${text.outro}\n\n${site.legalName}\n`,
  };
}
