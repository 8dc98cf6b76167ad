import { monthLabel } from "~/lib/analytics-goal";
import { formatDateTime } from "~/lib/dates";
import { dealPath } from "~/lib/deals";
import { isLeadKind, leadKinds } from "~/lib/lead-kinds";
import { recordPath } from "~/lib/workspace";
import type { AuditAction } from "../audit/audit.server";
import type { auditLog } from "../db/schema.server";
import type { AuditNames } from "./audit-names.server";

/** Each action in words, for the page's rows, its filter and the export. */
export const auditActionLabels: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "two-factor-enabled": "Second factor turned on",
  "two-factor-disabled": "Second factor turned off",
  "two-factor-reset": "Second factor reset",
  "passkey-added": "Passkey added",
  "passkey-removed": "Passkey removed",
  "password-changed": "Password changed",
  "role-changed": "Role changed",
  "status-changed": "Status changed",
  assigned: "Assigned",
  "job-created": "Job posting created",
  "job-updated": "Job posting updated",
  "job-deleted": "Job posting deleted",
  "content-changed": "Content changed",
  "csv-export": "List exported",
  "resume-download": "Résumé downloaded",
  "resume-preview": "Résumé previewed",
  "attachment-download": "Attachment of an answer downloaded",
  "data-export": "Personal data exported",
  "data-erasure": "Personal data erased",
  "account-deleted": "Account deleted",
  "retention-run": "Retention run",
  "retention-changed": "Retention periods changed",
  "goal-changed": "Monthly lead goal changed",
  "audit-export": "Audit log exported",
  "deal-opened": "Deal opened",
  "deal-updated": "Deal changed",
  "deal-moved": "Deal moved to another stage",
  "deal-won": "Deal won",
  "deal-lost": "Deal lost",
  "deal-stages-changed": "Deal stages changed",
  "proposal-sent": "Proposal sent",
  "proposal-accepted": "Proposal accepted by the client",
  "proposal-declined": "Proposal declined by the client",
  "proposal-link-revoked": "Proposal link revoked",
};

export const actionLabel = (action: string) => auditActionLabels[action as AuditAction] ?? action;

export type AuditLink = { label: string; href: string | null };

/** One row of the audit log, as the table holds it. */
type DescribedRow = typeof auditLog.$inferSelect;

const usersPage = (email: string) => `/admin/users?${new URLSearchParams({ q: email })}`;

/** The account, by name, linked to it in User Management; or what is left of it. */
function person(names: AuditNames, id: string, fallbackEmail?: string | null): AuditLink {
  const user = names.users.get(id);
  if (user) return { label: user.name || user.email, href: usersPage(user.email) };
  return {
    label: fallbackEmail ? `${fallbackEmail} (deleted account)` : "Deleted account",
    href: null,
  };
}

/** The record an entry is about, as a person reads it, with a link where the record exists. */
export function describeSubject(
  names: AuditNames,
  kind: string | null,
  id: string | null,
): AuditLink | null {
  if (!kind || !id) return null;
  if (isLeadKind(kind)) {
    const lead = names.leads.get(id);
    if (lead) return { label: `${lead.reference} ${lead.name}`, href: recordPath(kind, id) };
    return { label: `${leadKinds[kind].label}: deleted record`, href: null };
  }
  if (kind === "user") return person(names, id);
  if (kind === "person") {
    return id === "no-account"
      ? { label: "Person without an account", href: null }
      : person(names, id);
  }
  if (kind === "content") {
    const name = names.content.get(id);
    return name
      ? { label: name, href: `/admin/content/${id}` }
      : { label: "Deleted content", href: null };
  }
  if (kind === "job") {
    const title = names.jobs.get(id);
    if (title) return { label: title, href: "/admin/jobs" };
    return { label: id === "new" ? "New job posting" : "Deleted job posting", href: null };
  }
  if (kind === "list" && isLeadKind(id)) {
    return { label: leadKinds[id].label, href: leadKinds[id].path };
  }
  if (kind === "audit") return { label: "Audit log", href: "/admin/audit" };
  // A deal and the deal stages (record 113): the deal's page, the stage settings.
  if (kind === "deal") return { label: "Deal", href: dealPath(id) };
  if (kind === "deal-stage") return { label: "Deal stages", href: "/admin/settings/deal-stages" };
  // A month's lead goal (record 084), set on the Analytics page.
  if (kind === "goal") return { label: `Lead goal, ${monthLabel(id)}`, href: "/admin/analytics" };
  return { label: `${kind} ${id}`, href: null };
}

const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function value(raw: unknown): string {
  if (raw === null || raw === undefined) return "none";
  if (typeof raw === "boolean") return raw ? "yes" : "no";
  if (typeof raw === "object") return JSON.stringify(raw);
  return String(raw);
}

/** The detail in words: owners by name, changes as from → to, exports by their filter. */
export function describeDetail(
  names: AuditNames,
  action: string,
  detail: Record<string, unknown> | null,
): string {
  if (!detail) return "";
  const { bulk: _bulk, ...rest } = detail;
  if (action === "assigned") {
    const owner = typeof rest.ownerId === "string" ? rest.ownerId : null;
    return owner ? `To ${person(names, owner).label}` : "Unassigned";
  }
  if ("from" in rest && "to" in rest) {
    // A lead moved by a happening (a booking, a cancelled meeting) says which (record 100).
    const on = typeof rest.on === "string" ? ` (${rest.on.replace(/-/g, " ")})` : "";
    return `${value(rest.from)} → ${value(rest.to)}${on}`;
  }
  if (action === "retention-run") {
    const done = Object.entries(rest).filter(([, count]) => count !== 0);
    if (done.length === 0) return "Nothing was due";
    return done.map(([key, count]) => `${words(key)}: ${value(count)}`).join("; ");
  }
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(rest)) {
    if (key === "query") {
      const filters = [...new URLSearchParams(String(raw))].map(([k, v]) => `${k} ${v}`);
      parts.push(filters.length ? `Filters: ${filters.join(", ")}` : "No filters");
    } else if (key === "ownerId" || key === "userId") {
      parts.push(
        `${words(key.slice(0, -2))}: ${typeof raw === "string" ? person(names, raw).label : "none"}`,
      );
    } else {
      parts.push(`${words(key)}: ${value(raw)}`);
    }
  }
  return parts.join("; ");
}

/** One row in words: when (site time), who, what, about which record, and how. */
export function describeEntry(row: DescribedRow, names: AuditNames) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    when: formatDateTime(row.at),
    actor: row.actorId
      ? person(names, row.actorId, row.actorEmail)
      : { label: row.action === "sign-in-failed" ? "Not signed in" : "System", href: null },
    action: row.action,
    actionLabel: actionLabel(row.action),
    subject: describeSubject(names, row.subjectKind, row.subjectId),
    detail: describeDetail(names, row.action, row.detail),
    ip: row.ip,
  };
}
