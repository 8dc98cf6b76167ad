import type { Product } from "./types";

export const products: Product[] = [
  {
    slug: "aurora-cloud-suite",
    name: "Aurora Cloud Suite",
    desc: "A landing zone and operations toolkit for AWS and Azure that standardizes accounts, networking, security controls and cost reporting.",
    icon: "cloud",
    pageContent: {
      title: "A Governed Cloud Foundation from Day One",
      description:
        "Aurora Cloud Suite is our packaged foundation for enterprise cloud environments on AWS and Azure. It provides infrastructure-as-code modules for account structure, networking, identity and logging, along with policy guardrails mapped to CIS Benchmarks and NIST 800-53. Teams get a working, documented landing zone in weeks instead of months, plus dashboards for spend, tagging compliance and security findings. We deploy it in your accounts with Terraform, and your team owns every line of code.",
      keyOfferings: [
        "Terraform modules for multi-account and multi-subscription landing zones",
        "Guardrails mapped to CIS Benchmarks and NIST 800-53",
        "Centralized logging with AWS CloudTrail and Azure Monitor",
        "Cost allocation, tagging compliance and budget alerting dashboards",
        "Hub-and-spoke networking with private connectivity to data centers",
        "Runbooks and handover training for internal platform teams",
      ],
      image: {
        src: "/illustrations/products/aurora-cloud-suite.svg",
        alt: "Illustration of cloud accounts arranged in a governed hierarchy with policy and cost panels",
      },
    },
  },
  {
    slug: "sentinel-security-hub",
    name: "Sentinel Security Hub",
    desc: "A unified console that brings access control, video, intrusion and visitor events from multiple sites into one operator workflow.",
    icon: "shield-check",
    pageContent: {
      title: "One Operating Picture for Physical Security",
      description:
        "Sentinel Security Hub connects the physical security systems an organization already owns, including Genetec Security Center, Lenel OnGuard, Milestone XProtect and exacqVision, and presents their events in a single operator workspace. Alarms are correlated with nearby cameras and door activity, routed by priority, and closed with documented standard operating procedures. Security leaders get consistent reporting across sites, and operators stop switching between separate clients during an incident.",
      keyOfferings: [
        "Connectors for Genetec, Lenel OnGuard, Milestone and exacqVision",
        "Alarm correlation with linked camera views and door events",
        "Guided standard operating procedures for each alarm type",
        "Multi-site dashboards for alarm volume and response times",
        "Visitor management and badge workflow integration",
        "Role-based access and full audit history of operator actions",
      ],
      image: {
        src: "/illustrations/products/sentinel-security-hub.svg",
        alt: "Illustration of a security console combining camera feeds, a door alarm and a site map",
      },
    },
  },
  {
    slug: "orion-data-lake",
    name: "Orion Data Lake",
    desc: "A reference data lakehouse for AWS that ingests operational, SAP and sensor data into governed, query-ready datasets.",
    icon: "database",
    pageContent: {
      title: "Governed Data, Ready for Analytics and AI",
      description:
        "Orion Data Lake is a reference lakehouse architecture on AWS built from Amazon S3, AWS Glue, Lake Formation and Amazon Athena, with optional Redshift and Databricks targets. It includes prebuilt ingestion patterns for SAP, relational databases, event streams and IoT sensors, along with data quality checks and lineage tracking. Data teams start from tested pipelines and clear ownership rules instead of a blank account, and business users get trusted datasets in BI tools sooner.",
      keyOfferings: [
        "Ingestion patterns for SAP, relational databases, Kafka and IoT",
        "Medallion layers on Amazon S3 with Apache Iceberg tables",
        "Fine-grained access control with AWS Lake Formation",
        "Automated data quality checks and lineage tracking",
        "Query access through Amazon Athena, Redshift and Power BI",
        "Cost controls for storage tiers and query workloads",
      ],
      image: {
        src: "/illustrations/products/orion-data-lake.svg",
        alt: "Illustration of data streams from factories, sensors and databases flowing into layered storage",
      },
    },
  },
  {
    slug: "pulse-cx-platform",
    name: "Pulse CX Platform",
    desc: "A customer experience toolkit that combines self-service portals, case management and usage analytics for service organizations.",
    icon: "users",
    pageContent: {
      title: "Customer Experience Built on Your Own Data",
      description:
        "Pulse CX Platform gives service organizations a configurable foundation for customer portals, case management and feedback analytics. It connects to existing CRM, billing and ERP systems instead of replacing them, so customers see accurate account, order and service information in one place. An optional assistant built on the OpenAI API answers routine questions from approved knowledge articles and hands complex cases to agents with the full conversation attached.",
      keyOfferings: [
        "Self-service portal components for accounts, orders and service requests",
        "Case routing and SLA tracking for support teams",
        "Connectors for Salesforce, Microsoft Dynamics 365 and SAP",
        "Knowledge-grounded assistant with human handoff",
        "Journey analytics, CSAT and NPS reporting",
        "WCAG 2.1 AA accessible, mobile-ready interface",
      ],
      image: {
        src: "/illustrations/products/pulse-cx-platform.svg",
        alt: "Illustration of a customer portal on a phone and laptop linked to a support agent dashboard",
      },
    },
  },
  {
    slug: "helix-api-gateway",
    name: "Helix API Gateway",
    desc: "A managed API layer that secures, documents and monitors integrations between legacy systems, SaaS platforms and partners.",
    icon: "network",
    pageContent: {
      title: "Secure, Observable Integration Between Systems",
      description:
        "Helix API Gateway is our integration blueprint for exposing enterprise systems through consistent, secured APIs. Built on Amazon API Gateway or Azure API Management, it adds OAuth 2.0 and mutual TLS, rate limiting, versioning and a developer portal with OpenAPI documentation. Prebuilt adapters wrap SAP, mainframe and database sources, so partner and internal teams integrate through a stable contract while the underlying systems are modernized behind it.",
      keyOfferings: [
        "API gateway deployment on AWS or Azure API Management",
        "OAuth 2.0, OpenID Connect and mutual TLS enforcement",
        "Developer portal with OpenAPI specifications and sandbox keys",
        "Adapters for SAP OData, mainframe and relational sources",
        "Rate limiting, versioning and lifecycle policies",
        "Latency, error and usage monitoring per API consumer",
      ],
      image: {
        src: "/illustrations/products/helix-api-gateway.svg",
        alt: "Illustration of a central gateway routing secured API calls between apps, partners and databases",
      },
    },
  },
  {
    slug: "atlas-dev-platform",
    name: "Atlas Dev Platform",
    desc: "An internal developer platform with service templates, CI/CD pipelines and environment automation that shortens time to production.",
    icon: "rocket",
    pageContent: {
      title: "A Paved Road from Commit to Production",
      description:
        "Atlas Dev Platform packages the practices our engineering teams use on every engagement into a platform your developers can use themselves. It provides service templates for Java, .NET and TypeScript, GitLab CI and GitHub Actions pipelines with security scanning built in, and on-demand environments on Kubernetes. A service catalog built on Backstage shows ownership, documentation and deployment status, and DORA metrics show whether delivery is actually improving.",
      keyOfferings: [
        "Golden-path service templates for Java, .NET and TypeScript",
        "GitLab CI and GitHub Actions pipelines with SAST and dependency scanning",
        "Ephemeral preview environments on Amazon EKS or Azure AKS",
        "Backstage service catalog with ownership and documentation",
        "DORA metrics dashboards for delivery performance",
        "Secrets management and policy checks enforced in every pipeline",
      ],
      image: {
        src: "/illustrations/products/atlas-dev-platform.svg",
        alt: "Illustration of a code commit moving through build, test and deploy stages to a container cluster",
      },
    },
  },
];
