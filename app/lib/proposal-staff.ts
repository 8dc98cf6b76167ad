import type { ProposalLine, ProposalState } from "./proposals";

/** A deal's proposals as staff see them (record 115), newest first, each with its versions. */
export type StaffProposal = {
  id: string;
  title: string;
  versions: StaffProposalVersion[];
};

export type StaffProposalVersion = {
  id: string;
  version: number;
  state: ProposalState;
  total: string;
  validUntil: string;
  sentAt: string | null;
  viewedAt: string | null;
  answeredAt: string | null;
  acceptedName: string | null;
  declineReason: string | null;
  /** Links not revoked and not expired. */
  liveLinks: number;
};

/** What the builder starts from: a blank proposal, or the latest version of one to change. */
export type ProposalDraftStart = {
  proposalId: string | null;
  title: string;
  currency: string;
  discount: string;
  taxRate: string;
  terms: string;
  validUntil: string;
  lines: (Omit<ProposalLine, "unitPriceMinor" | "discountBp"> & {
    unitPrice: string;
    discount: string;
  })[];
};

/** My work's section of proposals sent and not yet answered (record 115). */
export type AwaitingProposals = {
  id: "proposals";
  label: string;
  empty: string;
  total: number;
  rows: {
    versionId: string;
    dealId: string;
    title: string;
    version: number;
    contact: string;
    total: string;
    sentAt: string;
    viewedAt: string | null;
  }[];
};
