// Names and paths of deals (records 113, 114), shared by the browser and the server.

export const dealsPath = "/admin/deals";
export const dealPath = (id: string) => `/admin/deals/${id}`;

/** A deal's number as staff quote it: D-1001. */
export const formatDealReference = (reference: number) => `D-${reference}`;

export type DealOutcome = "open" | "won" | "lost";
