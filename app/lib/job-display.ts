// How a posting's workplace and salary read on /careers and in the dashboard. Kept apart from
// the job form's schema so that /careers does not load zod.

/** Where the work happens; `remote` becomes `jobLocationType: TELECOMMUTE` in the JSON-LD. */
export const workplaceTypes = ["on-site", "hybrid", "remote"] as const;
export type WorkplaceType = (typeof workplaceTypes)[number];
export const workplaceLabels: Record<WorkplaceType, string> = {
  "on-site": "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

export function workplaceLabel(type: string): string {
  return workplaceLabels[type as WorkplaceType] ?? type;
}

/** A salary range as shown to visitors: "$120,000 – $150,000 a year", or null. */
export function salaryRange(min: number | null, max: number | null): string | null {
  const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
  if (min !== null && max !== null)
    return min === max ? `${usd(min)} a year` : `${usd(min)} – ${usd(max)} a year`;
  if (min !== null) return `From ${usd(min)} a year`;
  if (max !== null) return `Up to ${usd(max)} a year`;
  return null;
}
