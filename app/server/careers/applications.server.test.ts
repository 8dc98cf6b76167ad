import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import {
  emailOutbox,
  jobApplications,
  jobs,
  resumeFiles,
  submissionConsents,
} from "../db/schema.server";
import { guardFields, visitor } from "../intake/testing.server";
import { readApplicationForm, submitApplication } from "./applications.server";
import { listOpenJobs } from "./jobs.server";
import {
  docBytes,
  docWithMacrosBytes,
  docxBytes,
  docxWithMacrosBytes,
  pdfBytes,
  pdfWithScriptBytes,
} from "./testing.server";

describe(`job applications (${engine})`, () => {
  let openJobId: string;
  let expiredJobId: string;
  const database = ownDatabaseForThisFile(async ({ db }) => {
    const rows = await db
      .insert(jobs)
      .values([
        { title: "Data Engineer", location: "Austin, TX", expirationDate: "2099-01-01" },
        { title: "Old Role", location: "Remote", expirationDate: "2000-01-01" },
      ])
      .returning();
    openJobId = rows[0]?.id ?? "";
    expiredJobId = rows[1]?.id ?? "";
  });

  let counts: () => Promise<[number, number]>;
  beforeEach(() => {
    counts = async () => [
      (await database.db.select().from(jobApplications)).length,
      (await database.db.select().from(resumeFiles)).length,
    ];
  });

  async function apply(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...guardFields(), consent: "yes", ...fields }))
      form.set(key, value);
    if (file) form.set("resume", new File([Buffer.from(file.bytes)], file.name));
    const request = new Request("http://localhost/careers", {
      method: "POST",
      body: form,
    });
    const parsed = await readApplicationForm(request);
    if ("ok" in parsed) return parsed;
    return submitApplication(parsed, visitor(), database.db);
  }

  it.each([
    ["cv.pdf", pdfBytes(), "pdf", "application/pdf"],
    [
      "cv.docx",
      docxBytes(),
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["cv.doc", docBytes(), "doc", "application/msword"],
  ])(
    "saves %s with the application, at Received, and queues the HR notice",
    async (name, bytes, ext, type) => {
      const email = `Jane.O'Neil+${ext}@example.com`;
      const answer = await apply(
        { jobId: openJobId, name: "Jane O'Neil", email, message: "" },
        { name, bytes },
      );
      expect(answer.status).toBe(201);
      expect(answer.toast).toEqual({
        title: "Application Sent!",
        description: "Thank you for applying! We will be in touch.",
      });
      const [application] = await database.db
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.email, email));
      expect(application).toMatchObject({ status: "Received", jobId: openJobId, message: null });
      expect(application?.resumePath).toMatch(new RegExp(`^jane.o-neil-${ext}-\\d{13}\\.${ext}$`));
      const [file] = await database.db
        .select()
        .from(resumeFiles)
        .where(eq(resumeFiles.applicationId, application?.id ?? ""));
      expect(file).toMatchObject({
        fileName: application?.resumePath,
        contentType: type,
        size: bytes.byteLength,
      });
      expect(Buffer.from(file?.data ?? []).equals(Buffer.from(bytes))).toBe(true);
      const [notice] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.resumeFileId, file?.id ?? ""));
      expect(notice?.to).toBe("careers@brazosdigital.com");
      expect(notice?.subject).toContain("Data Engineer");
      expect(notice?.subject).toContain("Jane O'Neil");
    },
  );

  it("accepts an application without a résumé", async () => {
    const answer = await apply({ jobId: openJobId, name: "No CV", email: "nocv@example.com" });
    expect(answer.status).toBe(201);
  });

  it("refuses an executable renamed to .pdf and stores nothing", async () => {
    const before = await counts();
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(200).fill(0)]);
    const answer = await apply(
      { jobId: openJobId, name: "Eve", email: "eve@example.com" },
      { name: "cv.pdf", bytes: elf },
    );
    expect(answer.status).toBe(415);
    expect(answer.ok).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("refuses a PDF with the wrong extension, and text pretending to be a PDF", async () => {
    const before = await counts();
    const renamed = await apply(
      { jobId: openJobId, name: "Eve", email: "eve@example.com" },
      { name: "cv.exe", bytes: pdfBytes() },
    );
    const fake = await apply(
      { jobId: openJobId, name: "Eve", email: "eve@example.com" },
      { name: "cv.pdf", bytes: new TextEncoder().encode("just some text, not a pdf") },
    );
    expect([renamed.status, fake.status]).toEqual([415, 415]);
    expect(await counts()).toEqual(before);
  });

  it("stops an oversized résumé while it streams (File too large) and stores nothing", async () => {
    const before = await counts();
    const big = new Uint8Array(4.5 * 1024 * 1024 + 1);
    big.set(pdfBytes());
    const answer = await apply(
      { jobId: openJobId, name: "Big", email: "big@example.com" },
      { name: "cv.pdf", bytes: big },
    );
    expect(answer.status).toBe(413);
    expect(answer.toast).toEqual({
      title: "File too large",
      description: "Please upload a resume smaller than 4.5MB.",
      variant: "destructive",
    });
    expect(await counts()).toEqual(before);
  });

  it("needs a role, a name and an email", async () => {
    const noRole = await apply({ name: "A", email: "a@example.com" });
    expect(noRole.toast).toEqual({
      title: "No Role Selected",
      description: "Something went wrong. Please select a role to apply for.",
      variant: "destructive",
    });
    for (const field of ["name", "email"]) {
      const answer = await apply({
        jobId: openJobId,
        name: "A",
        email: "a@example.com",
        [field]: "",
      });
      expect(answer.toast).toEqual({
        title: "Missing info",
        description: "Please add your name and email.",
        variant: "destructive",
      });
    }
  });

  it("refuses applications to an expired or unknown posting", async () => {
    const before = await counts();
    const expired = await apply({ jobId: expiredJobId, name: "Late", email: "late@example.com" });
    const unknown = await apply({
      jobId: crypto.randomUUID(),
      name: "Lost",
      email: "lost@example.com",
    });
    expect([expired.status, unknown.status]).toEqual([409, 409]);
    expect(await counts()).toEqual(before);
  });

  it("lists open postings only, newest first, open through their expiry day", async () => {
    const day = "2030-06-15";
    await database.db.insert(jobs).values([
      {
        title: "Ends today",
        location: "Austin",
        expirationDate: day,
        createdAt: new Date("2030-06-01"),
      },
      { title: "Ended yesterday", location: "Austin", expirationDate: "2030-06-14" },
      { title: "No expiry", location: "Austin", createdAt: new Date("2030-06-10") },
    ]);
    const titles = (await listOpenJobs(database.db, day)).map((job) => job.title);
    expect(titles).toContain("Ends today");
    expect(titles).not.toContain("Ended yesterday");
    expect(titles.indexOf("No expiry")).toBeLessThan(titles.indexOf("Ends today"));
  });
  it("stores the privacy notice's version with the consent, and refuses an application without it", async () => {
    const before = await counts();
    const refused = await apply({
      jobId: openJobId,
      name: "No Consent",
      email: "noconsent@example.com",
      consent: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors?.consent).toBe(
      "Please agree to the privacy notice to send your application.",
    );
    expect(await counts()).toEqual(before);
    const answer = await apply({ jobId: openJobId, name: "Consent", email: "yes@example.com" });
    expect(answer.status).toBe(201);
    const [application] = await database.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.email, "yes@example.com"));
    const [consent] = await database.db
      .select()
      .from(submissionConsents)
      .where(eq(submissionConsents.recordId, application?.id ?? ""));
    expect(consent).toMatchObject({
      recordKind: "applications",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consented: true,
    });
  });
  it.each([
    ["cv.docx", docxWithMacrosBytes(), /contains macros\./],
    ["cv.doc", docWithMacrosBytes(), /contains macros\./],
    ["cv.pdf", pdfWithScriptBytes(), /contains scripts/],
    ["cv.pdf", pdfWithScriptBytes(true), /contains scripts/],
  ])(
    "refuses %s with macros or scripts, saying which, and stores nothing",
    async (name, bytes, message) => {
      const before = await counts();
      const answer = await apply(
        { jobId: openJobId, name: "Mal", email: "mal@example.com" },
        { name, bytes },
      );
      expect(answer.status).toBe(415);
      expect(answer.toast.description).toMatch(message);
      expect(await counts()).toEqual(before);
    },
  );
});
