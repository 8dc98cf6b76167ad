import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyToNewJob } from "../../../tests/support/careers";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { emailOutbox, users } from "../db/schema.server";
import { recordAction } from "../workspace/record-actions.server";
import { leadTimeline } from "../workspace/timeline.server";
import { candidateEmailPreviews } from "./status-email.server";

const hr = { id: "se-hr", email: "hr@example.com", name: "Hal", role: "hr" };

describe(`candidate e-mails on status changes (${engine})`, () => {
  let id: string;
  const database = databaseForThisFile(async () => {
    await database.db.insert(users).values({ ...hr, emailVerified: true });
    const cy = { name: "Cy Young", email: "cy@example.com", status: "Received" };
    id = await applyToNewJob(database.db, cy);
  });

  const statusMails = () =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "status-email"));

  it("previews the e-mail of each status that has one, filled for the candidate", async () => {
    const previews = await candidateEmailPreviews(id);
    expect(Object.keys(previews)).toEqual(["Under Review", "Interviewing", "Rejected"]);
    expect(previews["Under Review"]?.subject).toBe(
      "Your application for Data Engineer is under review",
    );
    expect(previews.Interviewing?.text).toContain("Hello Cy,");
  });

  it("changes the status without an e-mail when the box is unchecked", async () => {
    const result = await recordAction("applications", id, hr, { status: "Interviewing" });
    expect(result.ok).toBe(true);
    expect(await statusMails()).toEqual([]);
  });

  it("queues the e-mail with the change when the box is checked, and the timeline shows it", async () => {
    const result = await recordAction("applications", id, hr, {
      status: "Rejected",
      sendEmail: "on",
    });
    expect(result).toMatchObject({ ok: true, toast: { title: "Status updated!" } });
    const mails = await statusMails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["cy@example.com", "Your application for Data Engineer"],
    ]);
    const timeline = await leadTimeline("applications", id);
    expect(timeline.find((e) => e.type === "email")).toMatchObject({ label: "Status e-mail" });
    // The same status again changes nothing and sends nothing.
    await recordAction("applications", id, hr, { status: "Rejected", sendEmail: "on" });
    expect(await statusMails()).toHaveLength(1);
  });
});
