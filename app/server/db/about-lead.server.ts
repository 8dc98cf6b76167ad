import { and, type Column, eq } from "drizzle-orm";

/**
 * The condition that picks a table's rows about one lead: its lead-kind and lead-id pair
 * (record 076) names that lead. Many tables carry the pair; this is the one spelling of it.
 */
export function aboutLead(t: { leadKind: Column; leadId: Column }, kind: string, id: string) {
  return and(eq(t.leadKind, kind), eq(t.leadId, id));
}
