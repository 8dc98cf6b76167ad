import { sql } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import { formatMoney } from "~/lib/money";

/** One deal as the board and the list show it: formatted for reading, no bigint left. */
export type DealCard = {
  id: string;
  reference: string;
  title: string;
  company: string | null;
  value: string;
  stageId: string;
  probability: number;
  expectedCloseOn: string | null;
  ownerName: string | null;
  nextStep: string | null;
  updatedAt: string;
};

/** The columns a card needs, from `deals d` left joined to `users u` (the owner). */
export const cardColumns = sql`d.id, d.reference, d.title, d.company, d.value_minor::text as value_minor,
  d.currency, d.stage_id, d.probability, d.expected_close_on::text as expected_close_on,
  coalesce(nullif(u.name, ''), u.email) as owner_name, d.next_step, d.updated_at`;

export type CardRow = {
  id: string;
  reference: number;
  title: string;
  company: string | null;
  value_minor: string;
  currency: string;
  stage_id: string;
  probability: number;
  expected_close_on: string | null;
  owner_name: string | null;
  next_step: string | null;
  updated_at: Date | string;
};

export function toCard(row: CardRow): DealCard {
  return {
    id: row.id,
    reference: formatDealReference(row.reference),
    title: row.title,
    company: row.company,
    value: formatMoney(row.value_minor, row.currency.trim()),
    stageId: row.stage_id,
    probability: row.probability,
    expectedCloseOn: row.expected_close_on,
    ownerName: row.owner_name,
    nextStep: row.next_step,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Sums per currency ("$12,000.00 · €500.00"): amounts in different currencies never add up. */
export function moneyTotals(rows: { currency: string; total: string }[]): string {
  if (rows.length === 0) return formatMoney(0n, "USD");
  return rows.map((row) => formatMoney(row.total, row.currency.trim())).join(" · ");
}
