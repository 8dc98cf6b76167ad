import type { CaseStudy } from "./types";

export const caseStudies: CaseStudy[] = [
  {
    slug: "aerospace-supply-chain-optimization",
    title: "Aerospace Supply Chain Optimization",
    industry: "Aerospace & Defense",
    icon: "plane",
    summary:
      "A Tier 1 aerospace supplier gained multi-tier visibility into parts availability and cut shortages on its assembly lines by connecting SAP, MES and supplier data.",
    challenge:
      "A Tier 1 aerospace supplier building structural assemblies for commercial and defense programs was missing delivery dates because of late parts from sub-tier suppliers. Planners tracked more than 1,200 suppliers in spreadsheets refreshed weekly, so shortages were often discovered only when a kit arrived incomplete at the line. Expedited freight costs were climbing, and the company had little warning before a supplier problem turned into a missed customer milestone. Any solution had to keep controlled technical data inside a CMMC-aligned environment.",
    solution:
      "Brazos Digital built a supply chain data platform on AWS GovCloud that combines SAP S/4HANA purchase orders, MES work orders and supplier portal confirmations into a single daily view. We added a shortage prediction model that scores every open purchase order by its risk of arriving late, using supplier history, lead times and current backlog. Planners work from prioritized exception lists in Power BI instead of spreadsheets, and buyers receive alerts when a high-risk part threatens a scheduled kit. The team also standardized supplier master data and automated the weekly supplier scorecard.",
    outcomes: [
      "38% reduction in expedited freight spend within the first year",
      "Line shortages at kitting reduced by 45%",
      "Planners alerted to at-risk parts an average of 3 weeks earlier",
      "On-time delivery to customers improved from 81% to 94%",
      "Weekly supplier scorecard preparation cut from 2 days to 1 hour",
    ],
    image: {
      src: "/illustrations/case-studies/aerospace-supply-chain-optimization.svg",
      alt: "Illustration of an aircraft assembly line linked to supplier factories and a parts risk dashboard",
    },
  },
  {
    slug: "utility-smart-grid-analytics",
    title: "Utility Smart Grid Analytics",
    industry: "Utilities",
    icon: "zap",
    summary:
      "A regional electric cooperative turned smart meter and SCADA data into outage detection and transformer load analytics that shortened restoration times.",
    challenge:
      "A regional electric cooperative serving about 400,000 meters had completed an AMI rollout, but the interval data sat unused in the meter data management system. Outages were still reported mainly by customer phone calls, and crews were dispatched with limited information about the scope of an event. Engineers had no practical way to identify overloaded distribution transformers before they failed, especially as rooftop solar and electric vehicle charging changed load profiles across the service territory.",
    solution:
      "Brazos Digital designed a grid analytics platform based on our Orion Data Lake architecture, ingesting 15-minute interval reads, last-gasp meter events and SCADA feeder data into Amazon S3 and Amazon Redshift. Streaming rules correlate last-gasp events by transformer and feeder and push likely outage locations to the outage management system within minutes. A transformer loading model combines meter data with GIS connectivity to flag units running above rated capacity. Dashboards give control room staff and planning engineers a shared view, and all pipelines run under the cooperative's NERC CIP procedures.",
    outcomes: [
      "Average outage detection time reduced from 22 minutes to 4 minutes",
      "SAIDI improved by 17% in the first full storm season",
      "312 overloaded transformers identified and replaced before failure",
      "Truck rolls for single-customer outages reduced by 28%",
    ],
    image: {
      src: "/illustrations/case-studies/utility-smart-grid-analytics.svg",
      alt: "Illustration of smart meters and substations sending data to a control room outage map",
    },
  },
  {
    slug: "pharma-gxp-compliance-system",
    title: "Pharma GxP Compliance System",
    industry: "Pharmaceuticals",
    icon: "file-check",
    summary:
      "A mid-size pharmaceutical manufacturer replaced paper-based deviation and CAPA processes with a validated, Part 11 compliant quality system integrated with SAP and LIMS.",
    challenge:
      "A mid-size pharmaceutical manufacturer with three commercial production sites managed deviations, CAPAs and change controls on paper and in disconnected spreadsheets. A regulatory inspection had cited weak data integrity controls and late CAPA closures. Batch release was regularly delayed while quality staff searched for records and chased signatures across sites. The company needed a validated system that met 21 CFR Part 11 and EU Annex 11, without taking quality teams away from day-to-day release work for an extended period.",
    solution:
      "Brazos Digital implemented a cloud-hosted quality management system with configured workflows for deviations, CAPA, change control and training records, integrated with SAP S/4HANA batch management and the existing LIMS. We applied a risk-based computer software assurance approach, concentrating scripted testing on high-risk functions and using automated evidence capture for the rest. Electronic signatures, audit trails and role-based access were configured to Part 11 requirements and verified during validation. Historical records were migrated with documented reconciliation, and sites went live in three planned waves with super-user support.",
    outcomes: [
      "Average CAPA closure time reduced from 74 days to 31 days",
      "Batch release cycle time shortened by 40%",
      "Validation effort reduced by 35% compared with the previous project",
      "Zero data integrity observations at the following regulatory inspection",
      "All three sites live on the new system within nine months",
    ],
    image: {
      src: "/illustrations/case-studies/pharma-gxp-compliance-system.svg",
      alt: "Illustration of a lab batch record with an electronic signature and an audit trail checklist",
    },
  },
  {
    slug: "federal-agency-unified-security",
    title: "Unified Security for a Federal Agency",
    industry: "Federal Government",
    icon: "shield-check",
    summary:
      "A federal civilian agency consolidated access control and video across 14 facilities into one PIV-enabled platform monitored from a central security operations center.",
    challenge:
      "A federal civilian agency operated 14 facilities with four different access control systems and a mix of analog and IP cameras, several of them past end of support. Each site monitored its own alarms, so incidents were handled inconsistently and leadership had no consolidated view of security posture. Credentials were not validated against PIV certificates as FICAM guidance requires, and producing access reports for audits took weeks of manual effort across site security staff.",
    solution:
      "Brazos Digital designed and integrated a unified platform with Lenel OnGuard for access control and Genetec Security Center for video, linked through our Sentinel Security Hub for alarm handling. We deployed PIV credential validation at every reader, migrated more than 9,000 cardholders, and replaced 600 end-of-support cameras with IP models recording to centralized storage. A new security operations center monitors all 14 facilities with standard operating procedures for every alarm type. We prepared the system security plan and control evidence that supported the platform's authority to operate.",
    outcomes: [
      "14 facilities monitored from one security operations center",
      "100% of readers validating PIV credentials in line with FICAM",
      "Nuisance alarms reduced by 62% after alarm tuning",
      "Audit access reports produced in under an hour instead of three weeks",
      "Authority to operate granted on the first submission",
    ],
    image: {
      src: "/illustrations/case-studies/federal-agency-unified-security.svg",
      alt: "Illustration of several federal buildings connected to a central security operations center with a video wall",
    },
  },
];
