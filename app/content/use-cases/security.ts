import type { UseCaseGroup } from "../types";

export const securityGroup: UseCaseGroup = {
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
};
