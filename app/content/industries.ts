import type { Industry } from "./types";

export const industries: Industry[] = [
  {
    slug: "utilities",
    name: "Utilities",
    text: "Grid analytics, outage management integrations and asset data platforms for electric, gas and water utilities.",
    icon: "zap",
    pageContent: {
      title: "Digital Solutions for Modern Utilities",
      description:
        "Utilities are managing aging infrastructure, distributed energy resources and rising reliability expectations at the same time. Brazos Digital helps electric, gas and water providers connect operational technology with enterprise systems so that meter, SCADA and asset data can drive daily decisions. We build data pipelines from AMI and sensor networks, integrate outage and work management systems, and secure substations and critical facilities, always within NERC CIP and state regulatory requirements.",
      keyOfferings: [
        "AMI and smart meter data pipelines feeding grid analytics",
        "Outage management and GIS integration with field work systems",
        "Predictive maintenance models for transformers and substation assets",
        "SAP IS-U and S/4HANA Utilities implementation support",
        "NERC CIP aligned physical access control and video surveillance",
        "Customer portals for billing, usage history and service requests",
      ],
      image: {
        src: "/illustrations/industries/utilities.svg",
        alt: "Illustration of a power grid with substations linked to a central analytics dashboard",
      },
    },
  },
  {
    slug: "aerospace-defense",
    name: "Aerospace & Defense",
    text: "Supply chain visibility, engineering systems and secure facilities for aerospace manufacturers and defense contractors.",
    icon: "plane",
    pageContent: {
      title: "Engineering and Supply Chain Systems for Aerospace & Defense",
      description:
        "Aerospace and defense programs run on long supplier chains, strict configuration control and controlled unclassified information. Brazos Digital works with prime contractors and Tier 1 and Tier 2 suppliers to connect engineering, manufacturing and supply chain data across PLM, ERP and MES platforms. We modernize legacy applications, build demand and inventory analytics, and design access control for cleared facilities, with delivery practices aligned to ITAR, DFARS and CMMC requirements.",
      keyOfferings: [
        "Supplier risk and parts availability analytics across multi-tier networks",
        "PLM, ERP and MES integration for configuration and traceability",
        "SAP S/4HANA for aerospace manufacturing and MRO operations",
        "CMMC and DFARS 252.204-7012 aligned cloud environments",
        "Access control and video surveillance for cleared facilities",
        "Modernization of legacy engineering and quality applications",
      ],
      image: {
        src: "/illustrations/industries/aerospace-defense.svg",
        alt: "Illustration of an aircraft above a connected network of supplier factories and warehouses",
      },
    },
  },
  {
    slug: "erp-solutions",
    name: "ERP Solutions",
    text: "SAP S/4HANA implementations, migrations and integrations that keep finance, supply chain and operations on one record.",
    icon: "boxes",
    pageContent: {
      title: "ERP Programs That Finish on Plan",
      description:
        "An ERP program touches every process in the business, and most of the risk sits in data, integrations and change management rather than in configuration. Brazos Digital plans and delivers SAP S/4HANA implementations and migrations with a focus on clean data, well-defined interfaces and measured cutovers. Our consultants cover finance, procurement, supply chain and manufacturing, and we build the extensions, reports and Fiori apps that let teams keep the core clean.",
      keyOfferings: [
        "SAP S/4HANA greenfield, brownfield and selective data transitions",
        "Data migration, cleansing and reconciliation for master and transactional data",
        "Integration with MES, CRM, banking and logistics systems",
        "Clean-core extensions built on SAP BTP",
        "Fiori launchpad design and role-based app rollout",
        "Hypercare, application management and release planning",
      ],
      image: {
        src: "/illustrations/industries/erp-solutions.svg",
        alt: "Illustration of finance, procurement and warehouse modules connected to a central ERP system",
      },
    },
  },
  {
    slug: "software-technology",
    name: "Software & Technology",
    text: "Product engineering, cloud platforms and AI features for software companies that need to ship reliably at scale.",
    icon: "code",
    pageContent: {
      title: "Engineering Capacity for Software and Technology Companies",
      description:
        "Software companies compete on release cadence, reliability and the cost of running their platforms. Brazos Digital adds senior engineering capacity to product teams, from backend services and APIs to cloud infrastructure and AI-assisted features. We work inside your repositories and rituals, improve CI/CD pipelines and observability, and help teams move from monoliths to services where that change pays off. Every engagement leaves documentation and automated tests behind, not dependencies on us.",
      keyOfferings: [
        "Embedded engineering squads for Java, .NET and TypeScript products",
        "Multi-tenant SaaS architecture on AWS and Azure",
        "LLM-based features built on the OpenAI API with evaluation harnesses",
        "CI/CD, infrastructure as code and platform engineering",
        "Observability, performance tuning and cloud cost reduction",
        "Incremental migration from monoliths to well-bounded services",
      ],
      image: {
        src: "/illustrations/industries/software-technology.svg",
        alt: "Illustration of code editor windows feeding a deployment pipeline into cloud servers",
      },
    },
  },
  {
    slug: "federal-government",
    name: "Federal Government",
    text: "Secure modernization, cloud migration and physical security programs for federal agencies and their mission partners.",
    icon: "landmark",
    pageContent: {
      title: "Secure Modernization for Federal Agencies",
      description:
        "Federal agencies must modernize mission systems while meeting FISMA, FedRAMP and Section 508 requirements and operating under tight budget cycles. Brazos Digital supports program offices with application modernization, cloud migration to AWS GovCloud and Azure Government, and data platforms that improve reporting to leadership. Our security practice designs and integrates access control, video surveillance and security operations centers for federal facilities, with documentation prepared for authorization and audit from day one.",
      keyOfferings: [
        "Legacy application modernization with incremental, low-risk releases",
        "Migration to FedRAMP authorized AWS GovCloud and Azure Government",
        "Authorization package support, including SSPs and control evidence",
        "PIV-enabled access control integrated with Lenel OnGuard and Genetec",
        "Section 508 conformant web applications and portals",
        "Enterprise data platforms for mission and performance reporting",
      ],
      image: {
        src: "/illustrations/industries/federal-government.svg",
        alt: "Illustration of a federal building protected by a shield and linked to secure cloud servers",
      },
    },
  },
  {
    slug: "health-care",
    name: "Health Care",
    text: "Interoperable clinical data, patient-facing applications and HIPAA-compliant cloud platforms for providers and payers.",
    icon: "heart-pulse",
    pageContent: {
      title: "Connected, Compliant Technology for Health Care",
      description:
        "Health care organizations need clinical, financial and operational data to move between systems without exposing protected health information. Brazos Digital builds HL7 and FHIR integrations around EHR platforms, patient and member portals, and analytics environments that support quality reporting and capacity planning. We design HIPAA-compliant cloud architectures on AWS and Azure, and we secure hospitals and clinics with access control and video systems suited to around-the-clock operations.",
      keyOfferings: [
        "HL7 v2 and FHIR interfaces for EHR and ancillary systems",
        "HIPAA-compliant data platforms on AWS and Azure",
        "Patient and member portals with secure messaging and scheduling",
        "Quality, readmission and capacity analytics for clinical leaders",
        "Access control and video surveillance for hospitals and clinics",
        "Revenue cycle process automation and claims data pipelines",
      ],
      image: {
        src: "/illustrations/industries/health-care.svg",
        alt: "Illustration of a hospital connected to patient records, a tablet and a secure cloud",
      },
    },
  },
  {
    slug: "automobile",
    name: "Automobile",
    text: "Connected vehicle data, plant floor integration and supply chain analytics for OEMs and automotive suppliers.",
    icon: "car",
    pageContent: {
      title: "Data and Software for the Automotive Value Chain",
      description:
        "Automotive OEMs and suppliers are balancing model changeovers, electrification programs and volatile supply of semiconductors and other components. Brazos Digital connects plant floor systems with ERP and quality platforms, builds telemetry pipelines for connected vehicles, and gives planners timely visibility into supplier constraints. We also deliver dealer and service applications and secure manufacturing campuses, with solutions sized for just-in-time production where downtime carries a direct, measurable cost.",
      keyOfferings: [
        "Connected vehicle telemetry ingestion and analytics pipelines",
        "MES, SAP S/4HANA and quality system integration",
        "Supplier constraint and inbound logistics visibility dashboards",
        "Warranty and field quality analytics for engineering teams",
        "Dealer, service and parts applications on modern web stacks",
        "Campus-wide access control and video for manufacturing plants",
      ],
      image: {
        src: "/illustrations/industries/automobile.svg",
        alt: "Illustration of a car on an assembly line with data flowing to a factory dashboard",
      },
    },
  },
  {
    slug: "pharmaceuticals",
    name: "Pharmaceuticals",
    text: "Validated systems, GxP data integrity and manufacturing integration for pharmaceutical and life sciences companies.",
    icon: "pill",
    pageContent: {
      title: "Validated Systems for Pharmaceutical Operations",
      description:
        "Pharmaceutical companies must move quickly from development to commercial supply while keeping every regulated system validated and every record attributable. Brazos Digital delivers computerized systems that meet 21 CFR Part 11 and EU Annex 11 expectations, with validation documentation produced as part of delivery rather than after it. We integrate quality, laboratory and manufacturing systems, modernize SAP landscapes for batch and serialization processes, and secure labs and production sites.",
      keyOfferings: [
        "GxP validation using risk-based computer software assurance (CSA)",
        "21 CFR Part 11 compliant audit trails and electronic signatures",
        "LIMS, QMS and MES integration with SAP S/4HANA",
        "Serialization and batch genealogy for DSCSA and EU FMD",
        "Data integrity controls aligned with ALCOA+ principles",
        "Access control and video for labs and production suites",
      ],
      image: {
        src: "/illustrations/industries/pharmaceuticals.svg",
        alt: "Illustration of a laboratory with sample vials, a validation checklist and a batch record",
      },
    },
  },
];
