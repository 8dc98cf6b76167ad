import { type SiteFacts, site } from "./site";

/** schema.org Organization for the whole site. */
export function organizationJsonLd(origin: string, facts: SiteFacts) {
  const hq = facts.headquarters;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    description: facts.description,
    email: facts.mailboxes.info,
    telephone: facts.phone.tel,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: hq.street,
      addressLocality: hq.city,
      addressRegion: hq.region,
      postalCode: hq.postalCode,
      addressCountry: hq.countryCode,
    },
  };
}
