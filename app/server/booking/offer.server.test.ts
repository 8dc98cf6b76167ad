import { describe, expect, it } from "vitest";
import { addBookableStaff, addDemoRequest } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { visitorBookingUrl } from "./offer.server";

// A booking link is offered only when there is a time to pick (record 117): the toast and the
// auto-reply both ask visitorBookingUrl, so both offer it or both promise to get in touch.

describe(`the booking link a demo request is offered (${engine})`, () => {
  let demoId = "";
  const database = databaseForThisFile(async ({ db }) => {
    demoId = await addDemoRequest(db, "Nia Visitor", { email: "nia@example.com" });
  });

  it("is none while nobody who may take a demo has availability", async () => {
    expect(await visitorBookingUrl(database.db, "demos", demoId)).toBeNull();
    // An HR member's availability is for interviews, not demos.
    await addBookableStaff(database.db, [
      { id: "of-hr", email: "hr@example.com", name: "Hal HR", role: "hr" },
    ]);
    expect(await visitorBookingUrl(database.db, "demos", demoId)).toBeNull();
  });

  it("is none when the only admin has no free hours, and the link once they have", async () => {
    await addBookableStaff(
      database.db,
      [{ id: "of-admin", email: "ada@example.com", name: "Ada Admin", role: "admin" }],
      { weeklyHours: {} },
    );
    expect(await visitorBookingUrl(database.db, "demos", demoId)).toBeNull();
    await addBookableStaff(database.db, [
      { id: "of-admin2", email: "abe@example.com", name: "Abe Admin", role: "admin" },
    ]);
    expect(await visitorBookingUrl(database.db, "demos", demoId)).toMatch(/\/book\/[\w.-]+$/);
  });

  it("is never offered for a kind visitors do not book themselves", async () => {
    expect(await visitorBookingUrl(database.db, "contacts", demoId)).toBeNull();
  });
});
