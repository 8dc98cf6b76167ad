import type { LeadKindDefinition } from "./lead-kind-definition";
import { applications } from "./lead-kinds/applications";
import { contacts } from "./lead-kinds/contacts";
import { demos } from "./lead-kinds/demos";
import { partnerships } from "./lead-kinds/partnerships";
import { quotes } from "./lead-kinds/quotes";
import { subscriptions } from "./lead-kinds/subscriptions";

export type { LeadHappening, StaffArea } from "./lead-kind-definition";

/**
 * The registry of lead kinds (record 071): one file a kind under lead-kinds/, in the
 * dashboard's order here.
 */
export const leadKinds = {
  quotes,
  demos,
  contacts,
  applications,
  subscriptions,
  partnerships,
} as const satisfies Record<string, LeadKindDefinition>;

export type LeadKind = keyof typeof leadKinds;

/** Every kind, in the dashboard's order. */
export const leadKindIds = Object.keys(leadKinds) as LeadKind[];

export function isLeadKind(value: string | null | undefined): value is LeadKind {
  return typeof value === "string" && Object.hasOwn(leadKinds, value);
}

/** The outbox name of a kind's staff notice. */
export type StaffNoticeKind = (typeof leadKinds)[LeadKind]["notice"];

/** Whether a status closes a record of `kind` (its work is done; retention counts from it). */
export function isClosedStatus(kind: LeadKind, status: string): boolean {
  return (leadKinds[kind].closed as readonly string[]).includes(status);
}

/** The kind whose list lives at `path` (/admin/quotes), if any. */
export function kindAtPath(path: string): LeadKind | null {
  return leadKindIds.find((kind) => leadKinds[kind].path === path) ?? null;
}
