import { and, eq, inArray, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { newLeadEvent } from "~/lib/notifications";
import { isStaff, roleNames } from "../auth/permissions.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { notificationPreferences, passkeys, users } from "../db/schema.server";
import { leadForMail } from "../leads/lead-values.server";
import { enqueueNotice } from "../mail/outbox.server";
import { alertMail } from "./alert-mail.server";
import { mayWork, modeOrDefault } from "./preferences.server";

/**
 * Staff who have set up a second factor: an authenticator app (twoFactorEnabled) or a passkey.
 * Lead content goes by e-mail (alerts, digests, assignment mails) only to them: an account that
 * a password alone opens does not get every new lead in full (record 068).
 */
export const hasSecondFactor = sql`(${users.twoFactorEnabled} or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`;

/**
 * Queues "new lead" e-mails to the staff who hear of this list's new leads instantly (record 083), in the
 * lead's transaction, each linked to the lead (so erasure and retention find it). Banned
 * accounts, staff who do not work the list and staff without a second factor get nothing.
 */
export async function queueLeadAlerts(tx: Db, kind: LeadKind, leadId: string) {
  const staff = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      mode: notificationPreferences.mode,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.event, newLeadEvent(kind)),
      ),
    )
    .where(
      and(
        inArray(users.role, roleNames.filter(isStaff)),
        sql`${users.banned} is not true`,
        hasSecondFactor,
      ),
    );
  const alerted = staff.filter(
    (person) =>
      mayWork(person.role, kind) && modeOrDefault(newLeadEvent(kind), person.mode) === "instant",
  );
  if (alerted.length === 0) return;
  const lead = await leadForMail(tx, kind, leadId);
  if (!lead) return;
  const mail = alertMail(kind, leadId, lead, config().PUBLIC_URL);
  for (const person of alerted)
    await enqueueNotice(tx, {
      kind: "alert",
      to: person.email,
      ...mail,
      replyTo: lead.email,
      lead: { kind, id: leadId },
    });
}
