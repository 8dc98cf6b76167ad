import { config } from "../config.server";
import { db } from "../db/index.server";
import { log } from "../log.server";
import { accountEmail } from "../mail/account-templates.server";
import { enqueueNotice } from "../mail/outbox.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";

type Recipient = { email: string; name: string };

/**
 * Queues an account e-mail (confirmation or password reset) through the outbox. Without an
 * SMTP server the link is also logged, so someone running the site locally can finish.
 */
export async function queueAccountEmail(
  kind: "verify-email" | "reset-password",
  user: Recipient,
  url: string,
) {
  const content = accountEmail(kind, { url });
  await enqueueNotice(db(), { kind, to: user.email, ...content });
  nudgeMailWorker();
  // Without SMTP the link is logged so a local user can finish; never with a real mail server.
  if (!config().SMTP_URL) log().info({ kind, to: user.email, link: url }, "account email link");
}
