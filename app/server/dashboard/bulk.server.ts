import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { formValues } from "~/lib/forms/validate";
import { isRecordId } from "~/lib/ids";
import type { LeadKind } from "~/lib/lead-kinds";
import { clientIp } from "../audit/audit.server";
import { roleNames } from "../auth/permissions.server";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { users } from "../db/schema.server";
import { readTextFormData } from "../intake/read-form.server";
import { assignLeads, mayOwn } from "../leads/assignment.server";
import { setLeadStatus } from "./staff-actions.server";

/** The most records one bulk assign changes: a page is 25, so this is generous. */
const MAX_BULK = 100;

/** Staff who may own this list's records (admins for leads; admins and HR for applications). */
export async function ownersFor(kind: LeadKind, db: Db = defaultDb()) {
  const roles = roleNames.filter((role) => mayOwn(role, kind));
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, roles), or(isNull(users.banned), eq(users.banned, false))))
    .orderBy(asc(users.name), asc(users.email))
    .limit(500);
  return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
}

const failed = (description: string): FormResult =>
  formRefused({ title: "Could not assign", description, variant: "destructive" });

/**
 * A list's bulk assign (intent `assign`): `ids` (one field per selected row) go to `owner`, or
 * to nobody when `owner` is "unassigned". Bad input changes nothing and says why.
 */
export async function assignFromList(
  kind: LeadKind,
  actor: SessionUser,
  form: FormData,
  /** The client address of the request, for the audit rows (record 100). */
  ip: string | null = null,
): Promise<FormResult> {
  const ids = [...new Set(form.getAll("ids").map(String))];
  if (ids.length === 0) return failed("Select at least one record.");
  if (ids.length > MAX_BULK) return failed(`Select at most ${MAX_BULK} records at a time.`);
  if (!ids.every(isRecordId)) return failed("A selected record does not exist.");
  const owner = String(form.get("owner") ?? "");
  if (!owner) return failed("Choose a staff member, or Unassigned.");
  const ownerId = owner === "unassigned" ? null : owner;
  const result = await assignLeads(kind, ids, ownerId, actor, undefined, ip);
  if (!result.ok) return failed(result.message);
  const n = result.changed.length;
  const records = `${n} ${n === 1 ? "record" : "records"}`;
  return formDone({ title: ownerId ? `Assigned ${records}.` : `Unassigned ${records}.` });
}

/** A list route's action: bulk assign (intent `assign`) or a row's status dropdown. */
export async function listAction(
  kind: LeadKind,
  actor: SessionUser,
  request: Request,
): Promise<FormResult> {
  const form = await readTextFormData(request, MAX_BULK + 10);
  const ip = clientIp(request);
  if (form?.get("intent") === "assign") return assignFromList(kind, actor, form, ip);
  return setLeadStatus(kind, actor, form ? formValues(form) : {}, ip);
}
