import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "~/content/job-posting";
import { builtFacts } from "~/content/site";
import { jobForm } from "~/lib/forms/job";
import { validateForm } from "~/lib/forms/validate";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { listOpenJobs } from "../careers/jobs.server";
import { jobApplications, jobs } from "../db/schema.server";
import { listAllJobs } from "./jobs-admin.server";
import { listLeads, weeklyCounts } from "./lead-lists.server";
import { changeJobs } from "./staff-actions.server";

describe(`job postings with department, workplace and salary (${engine})`, () => {
  const database = databaseForThisFile();

  it("saves the new fields and carries them into the JSON-LD", async () => {
    const saved = await changeJobs({
      intent: "save-job",
      title: "Data Engineer",
      location: "Austin, TX",
      type: "Full-time",
      department: "Data",
      workplaceType: "remote",
      salaryMin: "$120,000",
      salaryMax: "150000",
    });
    expect(saved.ok).toBe(true);
    const [job] = await listOpenJobs();
    expect(job).toMatchObject({
      department: "Data",
      workplaceType: "remote",
      salaryMin: 120000,
      salaryMax: 150000,
    });
    if (!job) throw new Error("no job");
    const ld = jobPostingJsonLd(
      { ...job, createdAt: job.createdAt.toISOString() },
      "https://x",
      builtFacts,
    );
    expect(ld).toMatchObject({
      directApply: true,
      jobLocationType: "TELECOMMUTE",
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: {
          "@type": "QuantitativeValue",
          minValue: 120000,
          maxValue: 150000,
          unitText: "YEAR",
        },
      },
    });
    expect(ld).not.toHaveProperty("jobLocation");
  });

  it("on-site postings keep a place and no salary when none is given", () => {
    const ld = jobPostingJsonLd(
      {
        id: "x",
        title: "T",
        location: "Houston, TX",
        type: "Contract",
        description: null,
        expirationDate: null,
        createdAt: new Date().toISOString(),
        workplaceType: "on-site",
        salaryMin: null,
        salaryMax: null,
      },
      "https://x",
      builtFacts,
    );
    expect(ld).toHaveProperty("jobLocation");
    expect(ld).not.toHaveProperty("baseSalary");
    expect(ld).not.toHaveProperty("jobLocationType");
  });

  it("refuses a bad range or workplace and changes nothing; the spec's missing toast stays", async () => {
    const before = (await listAllJobs()).length;
    const base = { intent: "save-job", title: "X", location: "Y", type: "Full-time" };
    const inverted = await changeJobs({ ...base, salaryMin: "200000", salaryMax: "100000" });
    expect(inverted).toMatchObject({ ok: false });
    expect(JSON.stringify(inverted)).toContain("Maximum salary must be at least the minimum.");
    expect((await changeJobs({ ...base, workplaceType: "moon" })).ok).toBe(false);
    expect((await changeJobs({ ...base, salaryMin: "lots" })).ok).toBe(false);
    expect((await listAllJobs()).length).toBe(before);
    const missing = validateForm(jobForm, { title: "", location: "", workplaceType: "remote" });
    expect(missing).toMatchObject({
      ok: false,
      toast: { title: "Missing fields", description: "Title and location are required." },
    });
  });

  it("counts applicants per posting and filters applications by job", async () => {
    const [job] = await listAllJobs();
    if (!job) throw new Error("no job");
    await database.db.insert(jobApplications).values([
      { jobId: job.id, name: "A", email: "a@example.com", status: "Received" },
      { jobId: job.id, name: "B", email: "b@example.com", status: "Received" },
      { jobId: null, name: "C", email: "c@example.com", status: "Received" },
    ]);
    const [other] = await database.db
      .insert(jobs)
      .values({ title: "Other", location: "Remote" })
      .returning();
    const counts = Object.fromEntries((await listAllJobs()).map((j) => [j.id, j.applicants]));
    expect(counts[job.id]).toBe(2);
    expect(counts[other?.id ?? ""]).toBe(0);
    expect((await listLeads("applications", { job: job.id })).total).toBe(2);
    expect((await listLeads("applications", {})).total).toBe(3);
    expect((await listLeads("applications", { job: "not-an-id" })).total).toBe(3);
  });
});

describe(`weekly counts by source (${engine})`, () => {
  const database = databaseForThisFile();

  it("groups each week's new leads as sourceGroup names them", async () => {
    const sources = [
      null,
      { landing: "/" },
      { landing: "/", referrer: "www.bing.com" },
      { landing: "/", referrer: "blog.example" },
      { landing: "/", utmSource: "Newsletter" },
      { landing: "/", utmSource: "newsletter", referrer: "www.google.com" },
    ];
    await database.db
      .insert(jobApplications)
      .values(sources.map((source, i) => ({ name: `W${i}`, email: `w${i}@example.com`, source })));
    const weeks = await weeklyCounts("applications", 2, database.db);
    expect(weeks.at(-1)).toMatchObject({
      count: 6,
      sources: { Unknown: 1, Direct: 1, Search: 1, Referral: 1, "utm: newsletter": 2 },
    });
  });
});
