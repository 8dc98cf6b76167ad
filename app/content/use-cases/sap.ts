import type { UseCaseGroup } from "../types";

export const sapGroup: UseCaseGroup = {
  id: "sap",
  title: "SAP Modules and Implementations",
  description:
    "SAP S/4HANA transformations, user experience modernization and extensions on SAP Business Technology Platform.",
  iconColor: "text-teal-700",
  items: [
    {
      slug: "s4hana-transformation",
      title: "SAP S/4HANA Transformation",
      description:
        "Planning and delivery of S/4HANA migrations and new implementations, with disciplined data migration and cutover management.",
      icon: "workflow",
      pageContent: {
        title: "SAP S/4HANA Transformation, Planned and Delivered",
        description:
          "With mainstream maintenance for SAP ECC ending in 2027, most SAP customers face an S/4HANA decision. We help leadership choose between greenfield, brownfield and selective data transition approaches based on process fit, custom code volume and data quality. Our teams run readiness assessments, custom code remediation, data migration and testing, then manage cutover with rehearsed runbooks. Finance, procurement, supply chain and manufacturing consultants work alongside your process owners throughout.",
        keyOfferings: [
          "Readiness assessments and transition approach selection",
          "Custom code analysis and remediation with ABAP Test Cockpit",
          "Data migration using SAP Migration Cockpit with reconciliation",
          "Integration, regression and user acceptance test management",
          "Rehearsed cutover plans and hypercare support",
        ],
        image: {
          src: "/illustrations/use-cases/s4hana-transformation.svg",
          alt: "Illustration of a legacy ERP system migrating data along a path to a new in-memory ERP platform",
        },
      },
    },
    {
      slug: "fiori-ux-modernization",
      title: "SAP Fiori UX Modernization",
      description:
        "Role-based SAP Fiori apps and launchpads that replace complex SAP GUI transactions with simpler, task-focused screens.",
      icon: "layout",
      pageContent: {
        title: "SAP Fiori Experiences Your Users Will Adopt",
        description:
          "Users judge an SAP program by the screens they work in every day. We analyze transaction usage by role, then design Fiori launchpad spaces and pages that put the right apps in front of each user group. Where standard Fiori apps fall short, we build custom apps with SAPUI5 and Fiori elements on clean-core principles. Usability testing with real users guides each release, and adoption is measured rather than assumed.",
        keyOfferings: [
          "Role and transaction usage analysis for Fiori app selection",
          "Fiori launchpad spaces, pages and catalog design",
          "Custom SAPUI5 and Fiori elements applications",
          "Mobile-ready screens for warehouse and field users",
          "Usability testing and adoption tracking after go-live",
        ],
        image: {
          src: "/illustrations/use-cases/fiori-ux-modernization.svg",
          alt: "Illustration of a cluttered legacy screen transforming into a clean grid of role-based app tiles",
        },
      },
    },
    {
      slug: "sap-btp",
      title: "SAP Business Technology Platform",
      description:
        "Extensions, integrations and analytics on SAP BTP that keep the S/4HANA core clean and upgrades predictable.",
      icon: "boxes",
      pageContent: {
        title: "Clean-Core Extensions on SAP BTP",
        description:
          "Modifying the ERP core makes every upgrade slower and more expensive. SAP Business Technology Platform lets teams build extensions, integrations and workflows outside the core while still using SAP data and security. We develop side-by-side applications with the SAP Cloud Application Programming Model, connect SAP and non-SAP systems through SAP Integration Suite, and automate approvals with SAP Build Process Automation. Governance for BTP accounts and spend is part of every engagement.",
        keyOfferings: [
          "Side-by-side extensions with SAP Cloud Application Programming Model",
          "SAP Integration Suite for SAP and non-SAP interfaces",
          "Workflow automation with SAP Build Process Automation",
          "SAP Datasphere and SAP Analytics Cloud reporting",
          "BTP account governance, security and consumption monitoring",
        ],
        image: {
          src: "/illustrations/use-cases/sap-btp.svg",
          alt: "Illustration of an ERP core surrounded by connected extension modules on a cloud platform",
        },
      },
    },
  ],
};
