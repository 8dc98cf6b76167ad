import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { roleOptions } from "~/lib/forms/role";
import type { StaffArea } from "~/lib/lead-kinds";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { roleNames } from "../auth/permissions.server";
import { staffFor } from "../auth/staff-access.server";
import { listOpenJobs } from "../careers/jobs.server";
import { jobApplications, jobs, quotes, statusChanges, users } from "../db/schema.server";
import { listLeads, weeklyCounts } from "./lead-lists.server";
import { csvCell, exportLeads } from "./list-csv.server";
import { changeJobs, setLeadStatus, setUserRole } from "./staff-actions.server";

const admin = { id: "admin-1", email: "admin@example.com", name: "Ada", role: "admin" };
const hr = { id: "hr-1", email: "hr@example.com", name: "Hal", role: "hr" };
const request = new Request("http://localhost:3000/admin/users", { method: "POST" });

describe(`dashboard (${engine})`, () => {
  let quoteId: string;
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values([
      { id: admin.id, email: admin.email, name: admin.name, role: "admin", emailVerified: true },
      { id: hr.id, email: hr.email, name: hr.name, role: "hr", emailVerified: true },
    ]);
    const rows = await database.db
      .insert(quotes)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: i === 0 ? "Zed O'Hara" : `Client ${i}`,
          email: `client${i}@example.com`,
          company: i % 2 ? "Acme 50% Corp" : "Globex",
          industry: "Retail",
          description: "Project",
          status: i % 3 ? "New" : "Contacted",
          createdAt: new Date(Date.now() - i * 86_400_000),
        })),
      )
      .returning({ id: quotes.id });
    quoteId = rows[0]?.id ?? "";
  });

  it("lists newest first, 25 a page, with status filter and search", async () => {
    const first = await listLeads("quotes", { page: 1 });
    expect(first.total).toBe(30);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.name).toBe("Zed O'Hara");
    expect((await listLeads("quotes", { page: 2 })).rows).toHaveLength(5);
    expect((await listLeads("quotes", { status: "Contacted" })).total).toBe(10);
    expect((await listLeads("quotes", { q: "o'hara" })).total).toBe(1);
    expect((await listLeads("quotes", { q: "50%" })).total).toBe(15);
    expect((await listLeads("quotes", { q: "client1@" })).total).toBe(1);
  });

  it("counts new records per week for twelve weeks", async () => {
    const weeks = await weeklyCounts("quotes");
    expect(weeks).toHaveLength(12);
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(30);
  });

  it("changes a status with history; any order, but only the list's statuses", async () => {
    const done = await setLeadStatus("quotes", admin, {
      id: quoteId,
      status: "Converted",
    });
    expect(done).toMatchObject({ ok: true, toast: { title: "Status updated!" } });
    const back = await setLeadStatus("quotes", admin, {
      id: quoteId,
      status: "New",
    });
    expect(back.ok).toBe(true);
    const history = await database.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.leadId, quoteId));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedByEmail])).toEqual(
      expect.arrayContaining([
        ["Contacted", "Converted", admin.email],
        ["Converted", "New", admin.email],
      ]),
    );
    const bad = await setLeadStatus("quotes", admin, {
      id: quoteId,
      status: "Hired",
    });
    expect(bad).toMatchObject({ ok: false, toast: { title: "Error updating status" } });
  });

  it("refuses hr on leads and roles, even when posted directly", async () => {
    // Every admin loader and action starts with requireStaffFor(request, area), which decides
    // here; tests/e2e/dashboard.spec.ts posts to each route as each role.
    const refusal = (area: StaffArea) => {
      try {
        staffFor(hr, area);
      } catch (thrown) {
        return thrown instanceof Response ? thrown.status : "not a response";
      }
      return "allowed";
    };
    expect(refusal("leads")).toBe(403);
    expect(refusal("users")).toBe(403);
    expect(refusal("jobs")).toBe("allowed");
    expect(refusal("applications")).toBe("allowed");
    expect(refusal("dashboard")).toBe("allowed");
    expect(staffFor(admin, "leads")).toBe(admin);
    const notStaff = (() => {
      try {
        staffFor({ ...hr, role: "user" }, "dashboard");
      } catch (thrown) {
        return thrown as Response;
      }
    })();
    expect(notStaff?.status).toBe(302);
    expect(notStaff?.headers.get("Location")).toBe("/login");
    expect(notStaff?.headers.get("Cache-Control")).toBe("private, no-store");
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row?.status).toBe("New");
  });

  it("offers the roles the role model has", () => {
    expect([...roleOptions].sort()).toEqual([...roleNames].sort());
  });

  it("never lets an admin change their own role", async () => {
    const answer = await setUserRole(request, admin, {
      userId: admin.id,
      role: "user",
    });
    expect(answer).toMatchObject({ ok: false, toast: { title: "Failed to update user role." } });
    const [me] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(me?.role).toBe("admin");
  });

  it("lets hr add, edit and delete postings; expired ones leave /careers; applications stay", async () => {
    const missing = await changeJobs({
      intent: "save-job",
      title: "",
      location: "Austin",
    });
    expect(missing.toast.title).toBe(
      "Failed to save job: Missing fields: Title and location are required.",
    );
    const added = await changeJobs({
      intent: "save-job",
      title: "QA Lead",
      location: "Austin, TX",
      type: "Full-time",
    });
    expect(added.toast.title).toBe("New job added successfully.");
    const [job] = await database.db.select().from(jobs).where(eq(jobs.title, "QA Lead"));
    expect(job?.type).toBe("Full-time");
    expect((await listOpenJobs()).map((j) => j.title)).toContain("QA Lead");
    const edited = await changeJobs({
      intent: "save-job",
      id: job?.id ?? "",
      title: "QA Lead",
      location: "Austin, TX",
      type: "Contract",
      expirationDate: "2001-01-01",
    });
    expect(edited.toast.title).toBe("Job updated successfully.");
    expect((await listOpenJobs()).map((j) => j.title)).not.toContain("QA Lead");
    await database.db
      .insert(jobApplications)
      .values({ jobId: job?.id, name: "Applicant", email: "a@example.com" });
    const deleted = await changeJobs({
      intent: "delete-job",
      id: job?.id ?? "",
    });
    expect(deleted.toast.title).toBe("Job deleted successfully.");
    const [application] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, "a@example.com"));
    expect(application?.jobId).toBeNull();
    expect((await listLeads("applications", {})).rows[0]?.jobTitle).toBe("Unknown Job");
  });

  it("escapes cells that would run as spreadsheet formulas", async () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("plain, text")).toBe('"plain, text"');
    await database.db.insert(quotes).values({
      name: "=cmd|' /C calc'!A0",
      email: "x@example.com",
      industry: "Other",
      description: "d",
    });
    const csv = await exportLeads("quotes", { q: "x@example.com" });
    expect(csv.split("\r\n")[1]).toContain(`'=cmd|' /C calc'!A0`);
    expect(csv.split("\r\n")[1]?.startsWith("=")).toBe(false);
  });

  it("answers a malformed record id with a clear error, not a server error", async () => {
    for (const id of ["1' OR '1'='1", "", "not-a-uuid"]) {
      const status = await setLeadStatus("quotes", admin, {
        id,
        status: "Closed",
      });
      expect(status).toMatchObject({
        ok: false,
        status: 400,
        toast: { title: "Error updating status" },
      });
      const removed = await changeJobs({ intent: "delete-job", id });
      expect(removed.status).toBe(400);
    }
  });
});
