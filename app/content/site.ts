/** Facts about the company, in one place. Everything that names or locates the firm reads from here. */
export const site = {
  brand: "Brazos Digital",
  legalName: "Brazos Digital Consulting, LLC",
  tagline: "Enterprise-grade software, cloud, and data engineering delivered with precision.",
  description:
    "Brazos Digital is an IT consultancy delivering software engineering, cloud, data, SAP and physical security solutions for enterprises and public agencies.",
  foundedYear: 2011,
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
  /** The office's time zone: dates shown on the site and job posting expiry follow it. */
  timeZone: "America/Chicago",
} as const;

export function pageTitle(page: string): string {
  return `${page} | ${site.brand}`;
}
