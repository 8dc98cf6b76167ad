/** Where a submission came from (stored with it; see app/server/db/schema.server.ts). */
export type LeadSource = {
  landing?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

/** Referrer hosts counted as Search; a pattern JavaScript and PostgreSQL (~*) read alike. */
export const searchEnginePattern =
  "(^|\\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|brave)\\.";
const searchEngines = new RegExp(searchEnginePattern, "i");

/**
 * The group a lead's source falls in for the weekly chart: its utm_source when it has one,
 * Search for a search engine's referral, Referral for another site, Direct without a
 * referrer, Unknown for leads saved before sources were recorded.
 */
export function sourceGroup(source: LeadSource | null): string {
  if (!source) return "Unknown";
  if (source.utmSource) return `utm: ${source.utmSource.toLowerCase()}`;
  if (source.referrer) return searchEngines.test(source.referrer) ? "Search" : "Referral";
  return "Direct";
}

/** The source's parts as label/value pairs, in a fixed order, leaving out the missing ones. */
export function sourceRows(source: LeadSource | null): [string, string][] {
  if (!source) return [];
  const rows: [string, string | undefined][] = [
    ["Landing page", source.landing],
    ["Referrer", source.referrer],
    ["utm_source", source.utmSource],
    ["utm_medium", source.utmMedium],
    ["utm_campaign", source.utmCampaign],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}
