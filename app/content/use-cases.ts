import type { UseCaseGroup } from "./types";

export const useCaseGroups: UseCaseGroup[] = [
  {
    id: "software",
    title: "Software, AI and Cloud Solutions",
    description:
      "Application engineering, AI integration and cloud delivery for teams that need dependable software in production.",
    iconColor: "text-blue-700",
    items: [
      {
        slug: "java-development",
        title: "Java Development",
        description:
          "Spring Boot services, modernization of legacy Java EE applications and JVM performance tuning for enterprise workloads.",
        icon: "code",
        pageContent: {
          title: "Enterprise Java Engineering and Modernization",
          description:
            "Java still runs much of the enterprise, from order management to payment processing. Our engineers build new services with Spring Boot and modern Java releases, and modernize aging Java EE and WebLogic applications without disruptive rewrites. We break monoliths along clear domain boundaries, containerize workloads for Kubernetes, and add automated tests and observability so teams can release more often. Performance work covers JVM tuning, garbage collection analysis and database access patterns.",
          keyOfferings: [
            "Spring Boot microservices and REST or event-driven APIs",
            "Java EE and WebLogic migration to current LTS releases",
            "Containerization and deployment to Kubernetes",
            "JVM profiling, garbage collection and query tuning",
            "Automated testing with JUnit, Testcontainers and contract tests",
          ],
          image: {
            src: "/illustrations/use-cases/java-development.svg",
            alt: "Illustration of a coffee cup beside connected service blocks running in containers",
          },
        },
      },
      {
        slug: "chatgpt-openai-integration",
        title: "ChatGPT and OpenAI Integration",
        description:
          "Assistants, document processing and search features built on the OpenAI API, with guardrails, evaluation and cost controls.",
        icon: "bot",
        pageContent: {
          title: "Practical AI Features Built on the OpenAI API",
          description:
            "Large language models are useful when they are grounded in your data and measured against real tasks. We design and build assistants, summarization and extraction services, and retrieval-augmented search on the OpenAI API and Azure OpenAI Service. Each solution includes an evaluation harness, prompt and model versioning, access controls for sensitive content, and usage monitoring so cost stays predictable. We start with a narrow, high-value workflow and expand once results are proven.",
          keyOfferings: [
            "Retrieval-augmented assistants grounded in approved company content",
            "Document extraction and summarization for high-volume workflows",
            "Evaluation harnesses that measure accuracy before release",
            "Deployment on OpenAI API or Azure OpenAI Service",
            "Guardrails, PII redaction and token cost monitoring",
          ],
          image: {
            src: "/illustrations/use-cases/chatgpt-openai-integration.svg",
            alt: "Illustration of a chat window answering questions using a connected set of company documents",
          },
        },
      },
      {
        slug: "aws-cloud-solutions",
        title: "AWS Cloud Solutions",
        description:
          "Migration, architecture and operations on AWS, from landing zones and serverless applications to data platforms and cost optimization.",
        icon: "cloud",
        pageContent: {
          title: "Well-Architected Delivery on AWS",
          description:
            "We help organizations move to AWS and run well once they are there. Engagements range from migration assessments and landing zones built with AWS Control Tower to serverless applications on AWS Lambda, container platforms on Amazon EKS and data platforms on Amazon S3 and Redshift. Every design is reviewed against the AWS Well-Architected Framework, and we set up monitoring, backup and cost reporting so operations teams inherit a platform they can support.",
          keyOfferings: [
            "Migration assessments and wave planning for application portfolios",
            "Landing zones with AWS Control Tower and Organizations",
            "Serverless applications with AWS Lambda and Step Functions",
            "Container platforms on Amazon EKS and ECS",
            "Well-Architected reviews and ongoing cost optimization",
          ],
          image: {
            src: "/illustrations/use-cases/aws-cloud-solutions.svg",
            alt: "Illustration of on-premises servers migrating to a cloud with compute, storage and database icons",
          },
        },
      },
      {
        slug: "custom-software-development",
        title: "Custom Software Development",
        description:
          "Web and mobile applications designed, built and supported end to end when off-the-shelf software does not fit the process.",
        icon: "layers",
        pageContent: {
          title: "Custom Applications Built Around Your Process",
          description:
            "When packaged software forces a process to bend the wrong way, a custom application is often the lower-risk choice. Our teams handle discovery, UX design, engineering, testing and support, working in two-week increments with a working release at the end of each one. We build with React, TypeScript, Java and .NET on cloud infrastructure, document architecture decisions as we go, and hand over code, pipelines and runbooks that your team can own.",
          keyOfferings: [
            "Discovery workshops, user research and clickable prototypes",
            "Web applications in React and TypeScript",
            "Cross-platform mobile apps with React Native",
            "Backend services and APIs in Java or .NET",
            "Post-launch support, monitoring and feature roadmaps",
          ],
          image: {
            src: "/illustrations/use-cases/custom-software-development.svg",
            alt: "Illustration of wireframes turning into a finished web and mobile application",
          },
        },
      },
      {
        slug: "microsoft-technologies",
        title: "Microsoft Technologies",
        description:
          "Applications on .NET and Azure, plus Microsoft 365, SharePoint and Power Platform solutions that fit existing Microsoft estates.",
        icon: "monitor",
        pageContent: {
          title: ".NET, Azure and Microsoft 365 Solutions",
          description:
            "Many enterprises already run on Microsoft identity, collaboration and infrastructure, and the best solution builds on that investment. We develop applications in C# and ASP.NET Core, upgrade .NET Framework applications to current .NET releases, and host them on Azure App Service, Azure Kubernetes Service or Azure Functions. We also build SharePoint and Power Platform solutions for internal workflows, with Microsoft Entra ID providing single sign-on and conditional access.",
          keyOfferings: [
            "ASP.NET Core applications and APIs in C#",
            ".NET Framework upgrades to current .NET LTS releases",
            "Azure App Service, AKS and Azure Functions hosting",
            "Power Apps and Power Automate for internal workflows",
            "Microsoft Entra ID single sign-on and access policies",
          ],
          image: {
            src: "/illustrations/use-cases/microsoft-technologies.svg",
            alt: "Illustration of a desktop window with app tiles connected to cloud services and user identities",
          },
        },
      },
      {
        slug: "application-lifecycle-management",
        title: "Application Lifecycle Management",
        description:
          "Toolchains and practices for planning, building, testing and releasing software, using Jira, GitLab, GitHub and Azure DevOps.",
        icon: "git-branch",
        pageContent: {
          title: "Traceable Delivery from Requirement to Release",
          description:
            "Slow releases usually trace back to disconnected tools and manual handoffs rather than to the developers themselves. We assess how work moves from idea to production, then configure Jira, Confluence, GitLab, GitHub or Azure DevOps so requirements, code, tests and releases are linked. Automated pipelines replace manual build and deployment steps, and traceability reports support audits in regulated environments. Teams track progress with DORA metrics instead of anecdotes.",
          keyOfferings: [
            "Toolchain assessment and consolidation roadmap",
            "Jira and Confluence configuration for agile delivery",
            "CI/CD pipelines in GitLab, GitHub Actions or Azure DevOps",
            "Requirements-to-test traceability for regulated audits",
            "Release management and DORA metrics reporting",
          ],
          image: {
            src: "/illustrations/use-cases/application-lifecycle-management.svg",
            alt: "Illustration of a circular cycle of plan, code, test and release stages around a task board",
          },
        },
      },
    ],
  },
  {
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
  },
  {
    id: "security",
    title: "Physical Security Solutions",
    description:
      "Design, integration and support of video management, access control and security operations for multi-site organizations.",
    iconColor: "text-amber-700",
    items: [
      {
        slug: "genetec-vms",
        title: "Genetec Security Center",
        description:
          "Design, deployment and integration of Genetec Security Center, unifying video, access control and license plate recognition.",
        icon: "camera",
        pageContent: {
          title: "Unified Security Operations with Genetec Security Center",
          description:
            "Genetec Security Center brings video surveillance, access control and automatic license plate recognition together on one open platform. We design Omnicast, Synergis and AutoVu deployments sized for your camera counts, retention periods and network capacity, then install, configure and harden them. Our engineers migrate cameras and cardholders from legacy systems, integrate intrusion panels and HR data, and train operators so the system is used to its full capability from the first shift.",
          keyOfferings: [
            "Omnicast video system design, sizing and storage planning",
            "Synergis access control deployment and cardholder migration",
            "AutoVu license plate recognition for parking and perimeters",
            "Federation of multiple sites into one operator view",
            "Server hardening, failover configuration and operator training",
          ],
          image: {
            src: "/illustrations/use-cases/genetec-vms.svg",
            alt: "Illustration of security cameras, a badge reader and a parking gate feeding one monitoring screen",
          },
        },
      },
      {
        slug: "lenel-onguard",
        title: "Lenel OnGuard Access Control",
        description:
          "Lenel OnGuard installations, upgrades and integrations for enterprise access control, identity management and compliance reporting.",
        icon: "key",
        pageContent: {
          title: "Enterprise Access Control with Lenel OnGuard",
          description:
            "Lenel OnGuard protects facilities where credential management and audit trails are non-negotiable. We deploy and upgrade OnGuard systems, design controller and reader layouts, and integrate OnGuard with HR and identity platforms so badges are issued and revoked automatically. For federal and regulated sites, we configure PIV and FICAM-compliant credential validation. We also connect OnGuard events to video platforms and produce the access review reports auditors request.",
          keyOfferings: [
            "OnGuard installation, version upgrades and database migration",
            "LNL controller and reader layout design",
            "Badge provisioning integrated with HR and identity systems",
            "PIV and FICAM-compliant credential validation",
            "Access review and audit reporting for compliance programs",
          ],
          image: {
            src: "/illustrations/use-cases/lenel-onguard.svg",
            alt: "Illustration of an employee badge at a secured door with an access log shown on a screen",
          },
        },
      },
      {
        slug: "milestone-exacqvision",
        title: "Milestone and exacqVision VMS",
        description:
          "Milestone XProtect and exacqVision video management deployments, expansions and upgrades for sites of every size.",
        icon: "server",
        pageContent: {
          title: "Video Management with Milestone XProtect and exacqVision",
          description:
            "Milestone XProtect and exacqVision suit different scales, from enterprise campuses to branch offices and retail sites. We help you choose the right platform for each site, design recording servers and storage for required retention, and deploy cameras with consistent naming and configuration. Our engineers upgrade aging systems, consolidate multiple recorders under central management, and integrate video with access control and analytics so investigators can find footage in minutes instead of hours.",
          keyOfferings: [
            "Platform selection and site-by-site video architecture",
            "Recording server and storage design for retention targets",
            "Upgrades and consolidation of legacy video recorders",
            "Integration with access control and video analytics",
            "Health monitoring and preventive maintenance programs",
          ],
          image: {
            src: "/illustrations/use-cases/milestone-exacqvision.svg",
            alt: "Illustration of camera feeds arranged in a video wall connected to recording servers",
          },
        },
      },
      {
        slug: "security-operations-center",
        title: "Security Operations Center",
        description:
          "Design and build-out of security operations centers, from video walls and operator consoles to procedures and alarm workflows.",
        icon: "radar",
        pageContent: {
          title: "Security Operations Centers Designed for Operators",
          description:
            "A security operations center is only as effective as the way alarms reach the operators and the way they respond. We plan SOC layouts, video walls and console ergonomics, integrate video, access control, intrusion and fire systems into a single operator workflow, and write standard operating procedures for each alarm type. We set up dashboards for alarm volume and response times, and help reduce false alarms so operators can focus on real incidents.",
          keyOfferings: [
            "SOC room layout, video wall and console design",
            "Integration of video, access, intrusion and fire alarms",
            "Standard operating procedures for each alarm type",
            "False alarm reduction and alarm prioritization",
            "Response time and incident reporting dashboards",
          ],
          image: {
            src: "/illustrations/use-cases/security-operations-center.svg",
            alt: "Illustration of operators at consoles facing a video wall with maps and live camera feeds",
          },
        },
      },
    ],
  },
];
