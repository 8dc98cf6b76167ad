import { and, eq, inArray, sql } from "drizzle-orm";
import { type AlertMode, defaultAlertMode, isAlertMode } from "~/lib/alerts";
import { type LeadKind, leadKindIds } from "~/lib/lead-kinds";
import { canOnKind, isStaff, roleNames } from "../auth/permissions.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { alertPreferences, passkeys, users } from "../db/schema.server";
import { enqueueNotice } from "../mail/outbox.server";
import { alertMail } from "./alert-mail.server";
import { leadForMail } from "./lead-values.server";

type Staff = { id: string; role: string };

/** The lists a role works, as the staff area checks them (access.server, the digest). */
const mayWork = (role: string, kind: LeadKind) => isStaff(role) && canOnKind(role, kind, "list");

/**
 * Staff who have set up a second factor: an authenticator app (twoFactorEnabled) or a passkey.
 * Lead content goes by e-mail (alerts, digests, assignment mails) only to them: an account that
 * a password alone opens does not get every new lead in full (record 068).
 */
export const hasSecondFactor = sql`(${users.twoFactorEnabled} or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`;

/** The lists a staff member works, each with their choice (or their role's default). */
export async function loadAlertModes(db: Db, staff: Staff) {
  const saved = await db
    .select()
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, staff.id));
  const modes: Partial<Record<LeadKind, AlertMode>> = {};
  for (const kind of leadKindIds) {
    if (!mayWork(staff.role, kind)) continue;
    const choice = saved.find((row) => row.leadKind === kind)?.mode;
    modes[kind] = isAlertMode(choice) ? choice : defaultAlertMode(staff.role, kind);
  }
  return modes;
}

/** Saves a staff member's choices; lists they do not work are ignored. */
export async function saveAlertModes(
  db: Db,
  staff: Staff,
  choices: Partial<Record<LeadKind, AlertMode>>,
) {
  const rows = leadKindIds
    .filter((kind) => mayWork(staff.role, kind) && choices[kind])
    .map((kind) => ({ userId: staff.id, leadKind: kind, mode: choices[kind] as AlertMode }));
  if (rows.length === 0) return;
  await db
    .insert(alertPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [alertPreferences.userId, alertPreferences.leadKind],
      set: { mode: sql`excluded.mode`, updatedAt: sql`now()` },
    });
}

/**
 * Queues "new lead" e-mails to the staff who asked for one per lead of this list, in the
 * lead's transaction, each linked to the lead (so erasure and retention find it). Banned
 * accounts, staff who do not work the list and staff without a second factor get nothing.
 */
export async function queueLeadAlerts(tx: Db, kind: LeadKind, leadId: string) {
  const staff = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      mode: alertPreferences.mode,
    })
    .from(users)
    .leftJoin(
      alertPreferences,
      and(eq(alertPreferences.userId, users.id), eq(alertPreferences.leadKind, kind)),
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
      mayWork(person.role, kind) &&
      (isAlertMode(person.mode) ? person.mode : defaultAlertMode(person.role, kind)) === "each",
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
