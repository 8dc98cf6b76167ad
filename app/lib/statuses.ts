/** Status lists from spec §4. The first entry is the status a new record starts with. */
export const quoteStatuses = [
  "New",
  "Contacted",
  "In Progress",
  "Awaiting Response",
  "Converted",
  "Closed",
] as const;
export const demoStatuses = [
  "New",
  "Contacted",
  "Scheduled",
  "Completed",
  "No Show",
  "Closed",
] as const;
export const contactStatuses = ["New", "Responded", "Archived"] as const;
/**
 * A newsletter subscription waits for its confirm link, then runs until unsubscribed
 * (record 079). Not in the spec: the kind is the site's own.
 */
export const subscriptionStatuses = ["Pending", "Confirmed", "Unsubscribed"] as const;
/** Applications start at Received, the first status staff can pick (docs/decisions/009). */
export const applicationStatuses = [
  "Received",
  "Under Review",
  "Interviewing",
  "Offer Extended",
  "Hired",
  "Rejected",
] as const;
