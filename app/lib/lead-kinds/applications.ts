import type { LeadKindDefinition } from "../lead-kind-definition";
import { applicationStatuses } from "../statuses";

export const applications = {
  label: "Applications",
  noun: "a job application",
  path: "/admin/jobs/applications",
  statuses: applicationStatuses,
  staffSets: applicationStatuses,
  closed: ["Hired", "Rejected"],
  won: "Hired",
  prefix: "A",
  loadError: "Error fetching applications",
  tab: "jobs",
  area: "applications",
  retention: "applications",
  notice: "application",
  mailbox: "hr",
  autoReply: {
    subject: "Your application for {{job_title}} ({{reference}})",
    body: "Hello,\n\nThank you for applying for {{job_title}}. Our recruiting team reviews every application and will be in touch about next steps.\n\nYour reference is {{reference}}.",
  },
  awaitsAnswer: true,
  lapses: null,
  transitions: { booked: "Interviewing", "interview-link-sent": "Interviewing" },
  counted: ["application", "applications"],
  replyNoun: "application",
  fields: [
    ["jobTitle", "Job"],
    ["message", "Message"],
  ],
  detail: { label: "Job", keys: ["jobTitle"] },
  sample: "Job: Data Engineer\nMessage: I have six years of Spark experience.",
  namesJob: true,
  namesProduct: false,
  bookable: false,
  candidate: true,
} as const satisfies LeadKindDefinition;
