import type { LeadListKind } from "./dashboard";

/** The letter of each kind's reference: Q-24117 is a quote, A-24118 an application. */
export const referencePrefix: Record<LeadListKind, string> = {
  quotes: "Q",
  demos: "D",
  contacts: "C",
  applications: "A",
};

/** A submission's reference as the person and staff see it, e.g. `Q-24117`. */
export function formatReference(kind: LeadListKind, reference: number): string {
  return `${referencePrefix[kind]}-${reference}`;
}

/**
 * The number in a search for a reference: `Q-24117`, `q24117`, `#24117` or `24117`. The letter
 * is not checked against the list: numbers are unique across every kind (one sequence).
 */
export function referenceNumber(term: string): number | null {
  const match = /^\s*(?:[QDCA]\s*-?\s*|#)?(\d{1,9})\s*$/i.exec(term);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : null;
}
