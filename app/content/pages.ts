import { site } from "./site";
import type { AboutPage, HomePage, TermsPage } from "./types";

/**
 * The home and About pages' words as the site was built: with `builtFacts` (./site.ts) the
 * seed of drizzle/0012_pages.sql (`npm run content:seed-sql -- pages`), and what those pages
 * show if their row is ever unpublished or deleted (docs/decisions/053-page-words-in-the-database.md).
 */
export const homePage: HomePage = {
  eyebrow: "IT consulting and engineering",
  heading: "Technology that runs the business, built to last.",
  intro: `${site.brand} designs, builds and operates enterprise software, cloud platforms, data systems, SAP landscapes and physical security for organisations that cannot afford to get it wrong.`,
  capabilitiesHeading: "What we do best",
  capabilitiesIntro:
    "Three capabilities our clients ask for most, delivered by senior engineers who have done it before.",
  capabilities: ["aws-cloud-solutions", "chatgpt-openai-integration", "security-operations-center"],
  stats: [
    { title: "15+", text: "years delivering enterprise programmes" },
    { title: "240+", text: "engagements completed" },
    { title: "8", text: "industries served" },
    { title: "97%", text: "client retention" },
  ],
};

export const aboutPage: AboutPage = {
  title: "Engineers and advisers for critical systems",
  intro: `Founded in Austin, Texas in ${site.foundedYear}, ${site.brand} helps enterprises and public agencies design, build and run the technology their operations depend on.`,
  whoWeAre: [
    "We are a team of software engineers, cloud architects, data specialists, SAP consultants and security integrators. Our clients include utilities, aerospace and defense suppliers, federal agencies, health systems and life-science manufacturers.",
    "We take on the programmes where reliability, compliance and security matter as much as features, and we stay accountable for results long after go-live.",
  ].join("\n\n"),
  goals: [
    {
      title: "Deliver what we promise",
      text: "Fixed scopes, honest estimates and weekly demos. Clients see working software early and often, not status reports.",
    },
    {
      title: "Leave clients stronger",
      text: "We document, pair and hand over, so your own teams can run and extend what we build without us.",
    },
    {
      title: "Engineer for the long run",
      text: "Secure by design, observable in production and affordable to operate: systems that still make sense in ten years.",
    },
  ],
  whyIntro:
    "Most of our work comes from referrals and returning clients. Here is what they tell us makes the difference.",
  reasons: [
    "Senior, hands-on consultants: the people who scope the work deliver it",
    "Deep experience in regulated industries, from GxP to FedRAMP and NERC CIP",
    "One partner across software, cloud, data, SAP and physical security",
    "Transparent pricing with fixed-fee options for well-defined scopes",
    "U.S.-based delivery teams with security clearances available",
    "Long-term support and managed services once a system is live",
  ],
  seoDescription: `${site.brand} is an Austin-based IT consultancy delivering software, cloud, data, SAP and physical security programmes since ${site.foundedYear}.`,
};

/**
 * The Terms of Service as the site was built: the seed of drizzle/0013_terms.sql
 * (`npm run content:seed-sql -- terms`), and what /terms shows if its row is ever unpublished.
 */
export const termsPage: TermsPage = {
  title: "Terms of Service",
  intro: `These terms apply to your use of the ${site.brand} website: its pages, its forms and the account you may open to follow what you sent us. Consulting work itself is always governed by a separate written agreement.`,
  updated: "November 24, 2026",
  sections: [
    {
      title: "Using this site",
      text: "You may browse the site and use its forms to ask for a quote or a demo, send a message or apply for a job. Please send only accurate information, and nothing that belongs to someone else without their permission.",
    },
    {
      title: "Your account",
      text: "Keep your password to yourself. You can download what we hold about you, or delete your account, from My Account at any time.",
    },
    {
      title: "What you send us",
      text: "A quote, demo request, message or application is an enquiry, not a contract. We use what you send only as our Privacy Policy describes, and we answer as soon as we can.",
    },
    {
      title: "Our content",
      text: `The text, illustrations and logos on this site belong to ${site.legalName} or to the clients who let us show them. Quote them fairly with a link back; do not copy them wholesale.`,
    },
    {
      title: "No warranty",
      text: "We keep the site accurate and available, but it is provided as it is. Case studies and figures describe past work and are not a promise of future results.",
    },
    {
      title: "Changes and questions",
      text: "We may update these terms; the date above says when they last changed. Questions about them go to our general mailbox, listed on the Contact page.",
    },
  ],
  seoDescription: `The terms that apply to using the ${site.brand} website, its forms and visitor accounts.`,
};
