// Names and paths of deals (records 113, 114), shared by the browser and the server.

export const dealsPath = "/admin/deals";
export const dealPath = (id: string) => `/admin/deals/${id}`;

/** A deal's number as staff quote it: D-1001. */
export const formatDealReference = (reference: number) => `D-${reference}`;

export type DealOutcome = "open" | "won" | "lost";

/** A deal's history in words (its audit rows; the audit log's own labels say the same). */
const historyLabels: Record<string, string> = {
  "deal-opened": "Deal opened",
  "deal-updated": "Deal changed",
  "deal-moved": "Moved to another stage",
  "deal-won": "Deal won",
  "deal-lost": "Deal lost",
};

export const dealHistoryLabel = (action: string) => historyLabels[action] ?? action;
