import { and, eq, ne, sql } from "drizzle-orm";
import { newsletterForm } from "~/lib/forms/newsletter";
import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { formRateLimit, hitRateLimit } from "../abuse/rate-limit.server";
import { countLead } from "../analytics/recorder.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { newsletterSubscriptions, statusChanges } from "../db/schema.server";
import { type Submitter, tooManyRequests } from "../intake/intake.server";
import { ANONYMISED_EMAIL, isErasedAddress } from "../leads/erased.server";
import { leadArrived } from "../live/lead-events.server";
import { log } from "../log.server";
import { enqueueNotice } from "../mail/outbox.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { recordConsent } from "../privacy/consent.server";
import { confirmMail } from "./mail.server";
import { welcomeMail } from "./welcome.server";

/**
 * At most this many confirm mails per address a day, however often it is entered: a form that
 * always answers the same must not become a way to flood someone's inbox (record 079).
 */
export const CONFIRM_MAILS_PER_DAY = 3;

type Status = "Pending" | "Confirmed" | "Unsubscribed";

const sameAddress = (email: string) =>
  and(
    eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()),
    ne(newsletterSubscriptions.email, ANONYMISED_EMAIL),
  );

async function changeStatus(tx: Db, id: string, from: string, to: Status, at: Date) {
  const stamp =
    to === "Confirmed" ? { confirmedAt: at } : to === "Unsubscribed" ? { unsubscribedAt: at } : {};
  await tx
    .update(newsletterSubscriptions)
    .set({ status: to, ...stamp })
    .where(eq(newsletterSubscriptions.id, id));
  // The history says when it changed: retention counts from an unsubscribe (record 076).
  await tx
    .insert(statusChanges)
    .values({ leadKind: "subscriptions", leadId: id, fromStatus: from, toStatus: to });
}

/**
 * The sign-up (record 079): honeypot, rate limit per client, the shared schema, then the
 * address is stored as Pending (or a lapsed one made Pending again) and a confirm mail queued,
 * at most CONFIRM_MAILS_PER_DAY a day per address. Whatever the address's state, the answer is
 * the same, so the form tells no one who is subscribed. No idempotency key: signing up twice is
 * the same as once.
 */
export async function subscribe(
  values: Record<string, string>,
  submitter: Submitter,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<FormResult> {
  const success: FormResult = { ok: true, status: 200, toast: newsletterForm.success };
  // The footer is on cached pages with no per-render guard values, so only the honeypot
  // catches bots; the double opt-in keeps what they send from becoming a subscription.
  if (values.website) return success;
  try {
    const rate = await hitRateLimit(db, `subscriptions:${submitter.ip}`, formRateLimit(), now);
    if (!rate.allowed)
      return { ok: false, status: 429, toast: tooManyRequests, values: typed(values) };
    const validation = validateForm(newsletterForm, values);
    if (!validation.ok) return refusedInput(validation, typed(values));
    const { email, name } = validation.data;
    const queued = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({
          email,
          name: name ?? "",
          userId: submitter.user?.id ?? null,
          source: submitter.source ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      const [row] = await tx
        .select({
          id: newsletterSubscriptions.id,
          email: newsletterSubscriptions.email,
          name: newsletterSubscriptions.name,
          status: newsletterSubscriptions.status,
        })
        .from(newsletterSubscriptions)
        .where(sameAddress(email));
      if (!row || row.status === "Confirmed") return false;
      if (inserted.length > 0 || row.status === "Unsubscribed")
        await recordConsent(tx, "subscriptions", row.id, values);
      if (row.status === "Unsubscribed") await changeStatus(tx, row.id, row.status, "Pending", now);
      const mails = await hitRateLimit(
        tx,
        `newsletter-confirm:${email.toLowerCase()}`,
        { limit: CONFIRM_MAILS_PER_DAY, windowSeconds: 86_400 },
        now,
      );
      if (!mails.allowed) return false;
      await enqueueNotice(tx, confirmMail({ ...row, name: name ?? row.name }, now));
      return inserted.length > 0 ? "new" : "again";
    });
    if (queued) nudgeMailWorker();
    if (queued === "new") {
      leadArrived("subscriptions");
      // A sign-up is a lead of its own kind: its sender converts (record 097).
      countLead(submitter.visit);
    }
    return success;
  } catch (error) {
    log().error({ err: error }, "saving a newsletter subscription failed");
    return { ok: false, status: 500, toast: newsletterForm.saveFailed, values: typed(values) };
  }
}

const typed = (values: Record<string, string>) => ({
  email: values.email ?? "",
  name: values.name ?? "",
});

/** What a confirm or unsubscribe link did. */
export type LinkOutcome = "done" | "already" | "invalid";

/** The confirm link: a Pending subscription becomes Confirmed, once, and is welcomed. */
export async function confirmSubscription(
  id: string | null,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<LinkOutcome> {
  if (!id) return "invalid";
  const outcome = await db.transaction(async (tx): Promise<LinkOutcome> => {
    // Only Pending moves, in one statement: two clicks confirm it once.
    const [moved] = await tx
      .update(newsletterSubscriptions)
      .set({ status: "Confirmed", confirmedAt: now })
      .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.status, "Pending")))
      .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
    if (moved) {
      await enqueueNotice(tx, await welcomeMail(tx, moved));
      await tx.insert(statusChanges).values({
        leadKind: "subscriptions",
        leadId: id,
        fromStatus: "Pending",
        toStatus: "Confirmed",
      });
      return "done";
    }
    const [row] = await tx
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id));
    return row?.status === "Confirmed" ? "already" : "invalid";
  });
  if (outcome === "done") nudgeMailWorker();
  return outcome;
}

/**
 * The unsubscribe link or one-click post: idempotent, and it works in any state but erased (an
 * erased person's links are refused, record 101).
 */
export async function unsubscribe(
  id: string | null,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<LinkOutcome> {
  if (!id) return "invalid";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: newsletterSubscriptions.status, email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .for("update");
    if (!row || isErasedAddress(row.email)) return "invalid";
    if (row.status === "Unsubscribed") return "already";
    await changeStatus(tx, id, row.status, "Unsubscribed", now);
    return "done";
  });
}
