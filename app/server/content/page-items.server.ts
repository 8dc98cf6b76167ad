import type { SiteFacts } from "~/content/site";
import type { AboutPage, HomePage, TermsPage } from "~/content/types";
import type { ContentFields } from "~/lib/content/types";
import { pairsOf, str, strs } from "./field-readers.server";

/** The one-of-a-kind items (the home and About pages' words, the site facts) and their rows. */
export function factsOf(fields: ContentFields): SiteFacts {
  const phone = str(fields, "phone");
  return {
    tagline: str(fields, "tagline"),
    description: str(fields, "description"),
    mailboxes: { info: str(fields, "infoMailbox"), hr: str(fields, "hrMailbox") },
    phone: { display: phone, tel: `+${phone.replace(/\D/g, "")}` },
    headquarters: {
      street: str(fields, "street"),
      city: str(fields, "city"),
      region: str(fields, "region"),
      regionName: str(fields, "regionName"),
      postalCode: str(fields, "postalCode"),
      country: str(fields, "country"),
      countryCode: str(fields, "countryCode"),
      coordinates: { lat: Number(str(fields, "latitude")), lon: Number(str(fields, "longitude")) },
    },
    hours: str(fields, "hours"),
  };
}

/** The facts as their content item's fields. */
export function factsFields(facts: SiteFacts): ContentFields {
  const { headquarters: hq } = facts;
  return {
    tagline: facts.tagline,
    description: facts.description,
    phone: facts.phone.display,
    infoMailbox: facts.mailboxes.info,
    hrMailbox: facts.mailboxes.hr,
    street: hq.street,
    city: hq.city,
    region: hq.region,
    regionName: hq.regionName,
    postalCode: hq.postalCode,
    country: hq.country,
    countryCode: hq.countryCode,
    latitude: String(hq.coordinates.lat),
    longitude: String(hq.coordinates.lon),
    hours: facts.hours,
  };
}

export function homeOf(fields: ContentFields): HomePage {
  return {
    eyebrow: str(fields, "eyebrow"),
    heading: str(fields, "heading"),
    intro: str(fields, "intro"),
    capabilitiesHeading: str(fields, "capabilitiesHeading"),
    capabilitiesIntro: str(fields, "capabilitiesIntro"),
    capabilities: strs(fields, "capabilities"),
    stats: pairsOf(fields, "stats"),
  };
}

export function aboutOf(fields: ContentFields): AboutPage {
  return {
    title: str(fields, "title"),
    intro: str(fields, "intro"),
    whoWeAre: str(fields, "whoWeAre"),
    goals: pairsOf(fields, "goals"),
    whyIntro: str(fields, "whyIntro"),
    reasons: strs(fields, "reasons"),
    seoDescription: str(fields, "seoDescription"),
  };
}

export function termsOf(fields: ContentFields): TermsPage {
  return {
    title: str(fields, "title"),
    intro: str(fields, "intro"),
    updated: str(fields, "updated"),
    sections: pairsOf(fields, "sections"),
    seoDescription: str(fields, "seoDescription"),
  };
}
