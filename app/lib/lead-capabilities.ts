import type { LeadKindDefinition } from "./lead-kind-definition";
import { type LeadKind, leadKinds } from "./lead-kinds";

// What code asks of a kind instead of comparing kinds by name (record 105): each guard narrows
// the kind to those that can, so code for them may use their own columns.

/** The kinds whose senders get an auto-reply. */
export type AutoReplyKind = {
  [K in LeadKind]: (typeof leadKinds)[K]["autoReply"] extends false ? never : K;
}[LeadKind];

export function hasAutoReply(kind: LeadKind): kind is AutoReplyKind {
  return leadKinds[kind].autoReply !== false;
}

/** The kinds whose records name a job posting (applications). */
export type JobKind = {
  [K in LeadKind]: (typeof leadKinds)[K]["namesJob"] extends true ? K : never;
}[LeadKind];

export function namesJob(kind: LeadKind): kind is JobKind {
  return leadKinds[kind].namesJob;
}

/** The kinds whose records name a product (demo requests). */
export type ProductKind = {
  [K in LeadKind]: (typeof leadKinds)[K]["namesProduct"] extends true ? K : never;
}[LeadKind];

export function namesProduct(kind: LeadKind): kind is ProductKind {
  return leadKinds[kind].namesProduct;
}

/** Whether staff work the kind's records with an owner and a follow-up (record 118). */
export function isWorked(kind: LeadKind): boolean {
  const definition: LeadKindDefinition = leadKinds[kind];
  return definition.worked !== false;
}

/** Whether newsletter mail goes to the kind's records (records 111, 112). */
export function receivesNewsletter(kind: LeadKind): boolean {
  const definition: LeadKindDefinition = leadKinds[kind];
  return definition.newsletter === true;
}
