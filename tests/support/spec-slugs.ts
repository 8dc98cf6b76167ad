// The slugs the spec (§2, §9) fixes, in its order: what the content tests and the route walk
// expect the site to have.

export const industrySlugs = [
  "utilities",
  "aerospace-defense",
  "erp-solutions",
  "software-technology",
  "federal-government",
  "health-care",
  "automobile",
  "pharmaceuticals",
];

export const productSlugs = [
  "aurora-cloud-suite",
  "sentinel-security-hub",
  "orion-data-lake",
  "pulse-cx-platform",
  "helix-api-gateway",
  "atlas-dev-platform",
];

/** The use cases by the spec's group titles. */
export const useCaseSlugGroups = {
  "Software, AI and Cloud Solutions": [
    "java-development",
    "chatgpt-openai-integration",
    "aws-cloud-solutions",
    "custom-software-development",
    "microsoft-technologies",
    "application-lifecycle-management",
  ],
  "SAP Modules and Implementations": ["s4hana-transformation", "fiori-ux-modernization", "sap-btp"],
  "Physical Security Solutions": [
    "genetec-vms",
    "lenel-onguard",
    "milestone-exacqvision",
    "security-operations-center",
  ],
};
