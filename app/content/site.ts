/**
 * Facts about the company, in one place. Everything that names or locates the firm reads from
 * here, synchronously. The brand, legal name, founding year and time zone are constants (the
 * client bundle, build-time uses and date arithmetic need them). The rest (tagline,
 * description, mailboxes, phone, address, map position, hours) editors change as the "Site
 * facts" content item: `site` reads them from the live copy this module holds, which the
 * server sets from its live content snapshot at start and after every publish, and the browser
 * from the root loader's data (docs/decisions/053-page-words-in-the-database.md).
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

let live: SiteFacts = builtFacts;

/** Replaces the facts every reader sees (the live snapshot on the server, root data in the browser). */
export function setSiteFacts(facts: SiteFacts) {
  live = facts;
}

export const site = {
  brand: "Brazos Digital",
  legalName: "Brazos Digital Consulting, LLC",
  foundedYear: 2011,
  /** The office's time zone: dates shown on the site and job posting expiry follow it. */
  timeZone: "America/Chicago",
  get tagline() {
    return live.tagline;
  },
  get description() {
    return live.description;
  },
  get mailboxes() {
    return live.mailboxes;
  },
  get phone() {
    return live.phone;
  },
  get headquarters() {
    return live.headquarters;
  },
  get hours() {
    return live.hours;
  },
  /** The whole set, as the root loader sends it to the browser. */
  get facts(): SiteFacts {
    return live;
  },
};

export function pageTitle(page: string): string {
  return `${page} | ${site.brand}`;
}
