import type { Db } from "./client.server";
import { jobs } from "./schema.server";

const day = 86_400_000;
const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

/** Sample postings, one of them expired (hidden on /careers), for a first look at the site. */
export async function seedSampleJobs(db: Db) {
  await db.insert(jobs).values([
    {
      title: "Senior Java Engineer",
      location: "Austin, TX",
      type: "Full-time",
      department: "Software Engineering",
      workplaceType: "hybrid",
      salaryMin: 140_000,
      salaryMax: 175_000,
      description:
        "Design and build Spring Boot services for utility and aerospace clients. Seven or more years of Java, strong SQL, and experience with event-driven systems on AWS.",
      expirationDate: isoDate(60),
      createdAt: new Date(Date.now() - 2 * day),
    },
    {
      title: "SAP S/4HANA Functional Consultant (FI/CO)",
      location: "United States",
      type: "Full-time",
      department: "SAP",
      workplaceType: "remote",
      description:
        "Lead finance workstreams on S/4HANA conversions: fit-to-standard workshops, configuration, data migration and cutover. Five or more years of SAP FI/CO.",
      expirationDate: isoDate(45),
      createdAt: new Date(Date.now() - 5 * day),
    },
    {
      title: "Physical Security Integration Technician",
      location: "San Antonio, TX",
      type: "Contract",
      department: "Physical Security",
      description:
        "Install, program and commission Genetec and Lenel systems for government and healthcare sites. Genetec or Lenel certification preferred; travel within Texas.",
      expirationDate: null,
      createdAt: new Date(Date.now() - 9 * day),
    },
    {
      title: "Cloud Platform Engineer (AWS)",
      location: "Houston, TX",
      type: "Full-time",
      department: "Cloud",
      description:
        "Build landing zones, CI/CD and observability for regulated workloads with Terraform and AWS Organizations.",
      expirationDate: isoDate(-10),
      createdAt: new Date(Date.now() - 40 * day),
    },
  ]);
}
