import { describe, expect, it } from "vitest";
import { addBookableStaff, addDemoRequest, bookLeadAt } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { bookPageLoader } from "../booking/book-page.server";
import { manageUrl } from "../booking/mails.server";
import { managePageAction, managePageLoader } from "../booking/manage-page.server";
import { meetingById } from "../booking/meeting-changes.server";
import { bookingUrl } from "../booking/offer.server";
import { newsletterSubscriptions } from "../db/schema.server";
import { linkState } from "../newsletter/links.server";
import { unsubscribe } from "../newsletter/subscriptions.server";
import { newsletterToken, readNewsletterToken } from "../newsletter/token.server";
import { erasePersonData } from "./erasure.server";
import { findPersonData } from "./person-data.server";

// Record 101: erasing a person revokes every signed link that named them. Their signatures
// still hold, so each page must look the record up and refuse an erased one like a forged link.

const staff = { id: "el-sam", email: "sam@example.com", name: "Sam Staff", role: "admin" };
// A Monday, 08:00 in New York: slots from 12:00 on.
const now = new Date("2026-06-01T12:00:00Z");

type Answer = { data?: { state?: string }; init?: { status?: number } | null };
const answer = (result: unknown) => result as Answer;
const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1) ?? "";
const page = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init);

describe(`erasure revokes the person's links (${engine})`, () => {
  const database = databaseForThisFile(({ db }) => addBookableStaff(db, [staff]));

  it("refuses the booking, manage and newsletter links of an erased person", async () => {
    const email = "erin@example.com";
    const leadId = await addDemoRequest(database.db, "Erin Visitor", { email });
    const meetingId = await bookLeadAt(
      database.db,
      "demos",
      leadId,
      new Date("2026-06-02T14:00:00Z"),
      now,
    );
    const [subscription] = await database.db
      .insert(newsletterSubscriptions)
      .values({ name: "Erin", email, status: "Confirmed" })
      .returning({ id: newsletterSubscriptions.id });
    const subscriptionId = subscription?.id ?? "";

    const book = tokenOf(bookingUrl("demos", leadId));
    const manage = tokenOf(manageUrl(meetingId));
    const leave = newsletterToken("unsubscribe", subscriptionId);
    const unsubscribePage = page(`/newsletter/unsubscribe?token=${leave}`);
    // Before the erasure, every link works.
    expect(answer(await bookPageLoader(book, page(`/book/${book}`))).data?.state).toBe("booked");
    expect(answer(await managePageLoader(manage, page(`/book/manage/${manage}`))).data?.state).toBe(
      "booked",
    );
    expect((await linkState("unsubscribe", unsubscribePage)).valid).toBe(true);

    const data = await findPersonData(database.db, email);
    await erasePersonData(database.db, data, { action: "data-erasure", actor: null, ip: null });

    for (const refused of [
      await bookPageLoader(book, page(`/book/${book}`)),
      await managePageLoader(manage, page(`/book/manage/${manage}`)),
    ]) {
      expect(answer(refused).data?.state).toBe("refused");
      expect(answer(refused).init?.status).toBe(404);
    }
    // The manage link cannot cancel the (anonymised) meeting either.
    const cancel = await managePageAction(
      manage,
      page(`/book/manage/${manage}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "cancel" }),
      }),
      "192.0.2.1",
    );
    expect(answer(cancel).init?.status).toBe(404);
    expect((await meetingById(database.db, meetingId))?.status).toBe("booked");

    expect((await linkState("unsubscribe", unsubscribePage)).valid).toBe(false);
    const confirmPage = page(
      `/newsletter/confirm?token=${newsletterToken("confirm", subscriptionId)}`,
    );
    expect((await linkState("confirm", confirmPage)).valid).toBe(false);
    expect(await unsubscribe(readNewsletterToken("unsubscribe", leave))).toBe("invalid");
  });
});
