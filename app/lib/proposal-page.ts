import type { ProposalView } from "./proposals";

/** What /proposals/:token shows (record 115): the proposal, and where its answer stands. */
export type ProposalPageData =
  | { state: "refused" }
  | {
      state: "open" | "accepted" | "declined";
      view: ProposalView;
      pdfUrl: string;
      acceptedName: string | null;
      /** ISO time of the answer, if any. */
      answeredAt: string | null;
    };

/** The 404 of a forged, revoked or expired proposal link: one answer for all three. */
export const proposalRefusal = {
  title: "This proposal link is not valid",
  message:
    "It may have expired, been replaced by a newer version, or be incomplete. Contact us and we will send you the current proposal.",
} as const;
