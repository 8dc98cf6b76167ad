/**
 * Facts about the company. The brand, legal name, founding year and time zone are constants
 * (`site`: the client bundle, build-time uses and date arithmetic need them). The rest
 * (`SiteFacts`: tagline, description, mailboxes, phone, address, map position, hours) editors
 * change as the "Site facts" content item: pages read them from the root loader's data with
 * `useSiteFacts()` (or `factsFrom(matches)` in `meta`), server code from its live content
 * snapshot with `siteFacts()` (docs/decisions/053-page-words-in-the-database.md).
 */
export type SiteFacts = {
  tagline: string;
  description: string;
  mailboxes: { info: string; hr: string };
  phone: { display: string; tel: string };
  headquarters: {
    street: string;
    city: string;
    region: string;
    regionName: string;
    postalCode: string;
    country: string;
    countryCode: string;
    coordinates: { lat: number; lon: number };
  };
  hours: string;
};

/** The facts as the site was built: the seed of drizzle/0012_pages.sql. */
export const builtFacts: SiteFacts = {
  tagline: "Enterprise-grade software, cloud, and data engineering delivered with precision.",
  description:
    "Brazos Digital is an IT consultancy delivering software engineering, cloud, data, SAP and physical security solutions for enterprises and public agencies.",
  mailboxes: {
    info: "info@brazosdigital.com",
    hr: "careers@brazosdigital.com",
  },
  phone: { display: "+1 (512) 555-0142", tel: "+15125550142" },
  headquarters: {
    street: "600 Congress Avenue, Suite 1400",
    city: "Austin",
    region: "TX",
    regionName: "Texas",
    postalCode: "78701",
    country: "USA",
    countryCode: "US",
    coordinates: { lat: 30.26874, lon: -97.74296 },
  },
  hours: "Monday to Friday, 8:00 a.m. to 6:00 p.m. Central Time",
};

export const site = {
  brand: "Brazos Digital",
  legalName: "Brazos Digital Consulting, LLC",
  foundedYear: 2011,
  /** The office's time zone: dates shown on the site and job posting expiry follow it. */
  timeZone: "America/Chicago",
} as const;

export function pageTitle(page: string): string {
  return `${page} | ${site.brand}`;
}
