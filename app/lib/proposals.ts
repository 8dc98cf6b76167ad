/**
 * A proposal's lines and totals (record 115), shared by the staff builder's preview, the
 * client's page and the server that stores them. Money is integer minor units of one ISO
 * currency; rates are basis points (1 % = 100). Arithmetic is in BigInt so no amount ever
 * passes through a float; every rounding is half up, per line, then on the subtotal.
 */
import { formatMoney } from "./money";

export type ProposalLine = {
  /** The CMS product the line sells (its slug), or null for a free line. */
  productSlug: string | null;
  description: string;
  quantity: number;
  unitPriceMinor: number;
  /** The line's own discount, basis points. */
  discountBp: number;
};

export type ProposalTotals = {
  /** Each line's amount after its own discount. */
  lineTotalsMinor: number[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
};

const BP = 10_000n;

/** `amount × bp / 10 000`, rounded half up (amounts are never negative). */
function share(amount: bigint, bp: number): bigint {
  return (amount * BigInt(bp) * 2n + BP) / (BP * 2n);
}

export function proposalTotals(
  lines: readonly ProposalLine[],
  discountBp: number,
  taxRateBp: number,
): ProposalTotals {
  const lineTotals = lines.map((line) => {
    const gross = BigInt(line.quantity) * BigInt(line.unitPriceMinor);
    return gross - share(gross, line.discountBp);
  });
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0n);
  const discount = share(subtotal, discountBp);
  const tax = share(subtotal - discount, taxRateBp);
  return {
    lineTotalsMinor: lineTotals.map(Number),
    subtotalMinor: Number(subtotal),
    discountMinor: Number(discount),
    taxMinor: Number(tax),
    totalMinor: Number(subtotal - discount + tax),
  };
}

/** Minor units of `currency` for people ("€1,250.50"), exactly (money.ts, record 113). */
export const formatMinor = (minor: number, currency: string) =>
  formatMoney(BigInt(minor), currency);

/** 2050 → "20.5 %". */
export const formatRate = (bp: number) => `${bp / 100} %`;

/** Where a version stands for the client and staff. */
export type ProposalState = "draft" | "sent" | "accepted" | "declined" | "expired";

export const proposalStateLabels: Record<ProposalState, string> = {
  draft: "Draft",
  sent: "Awaiting answer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/** What the client's page, the preview and the PDF show of one version. */
export type ProposalView = {
  reference: string;
  title: string;
  version: number;
  company: string | null;
  contactName: string;
  currency: string;
  lines: (ProposalLine & { totalMinor: number; productName: string | null })[];
  discountBp: number;
  taxRateBp: number;
  totals: Omit<ProposalTotals, "lineTotalsMinor">;
  terms: string;
  /** "2026-12-31" */
  validUntil: string;
  /** ISO time the version was sent, or null for a draft. */
  sentAt: string | null;
};

/** The acceptance a signed document carries. */
export type ProposalAcceptance = {
  name: string;
  /** ISO time. */
  acceptedAt: string;
  ip: string;
  /** The SHA-256 (hex) of the unsigned document the client accepted. */
  documentSha256: string;
};
