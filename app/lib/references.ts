import { type LeadKind, leadKindIds, leadKinds } from "./lead-kinds";

/** A submission's reference as the person and staff see it, e.g. `Q-24117`. */
export function formatReference(kind: LeadKind, reference: number): string {
  return `${leadKinds[kind].prefix}-${reference}`;
}

/** Any kind's letter, with or without its dash, or `#`, before the number. */
const referencePattern = new RegExp(
  `^\\s*(?:[${leadKindIds.map((kind) => leadKinds[kind].prefix).join("")}]\\s*-?\\s*|#)?(\\d{1,9})\\s*$`,
  "i",
);

/**
 * The number in a search for a reference: `Q-24117`, `q24117`, `#24117` or `24117`. The letter
 * is not checked against the list: numbers are unique across every kind (one sequence).
 */
export function referenceNumber(term: string): number | null {
  const match = referencePattern.exec(term);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : null;
}
