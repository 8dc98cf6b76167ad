import type { UseCaseGroup } from "../types";

export const softwareGroup: UseCaseGroup = {
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
};
