import { describe, expect, it } from "vitest";
import { meetingMail } from "~/server/booking/meeting-mail.server";
import { meetingWords } from "./meeting-words";

// An interview is called an interview on the visitor's pages and in the mails (record 088).

describe("meeting words", () => {
  it("call an interview an interview, and anything else a meeting", () => {
    const interview = meetingWords("interview");
    expect(interview.pickTitle).toBe("Book your interview");
    expect(interview.pickHeading("Cy")).toBe("Book your interview, Cy");
    expect(interview.booked).toBe("Your interview is booked");
    expect(interview.cancel).toBe("Cancel this interview");
    expect(interview.ended.cancelled).toBe("This interview is cancelled");
    const demo = meetingWords("demo");
    expect(demo.pickHeading("Vera")).toBe("Pick a time, Vera");
    expect(demo.yours).toBe("Your meeting");
    expect(demo.cancel).toBe("Cancel this meeting");
    expect(meetingWords("discovery").noun).toBe("meeting");
  });

  it("word the mails by the meeting's type and reader", () => {
    const mail = (typeId: string, toVisitor: boolean) =>
      meetingMail({
        event: "booked",
        title: typeId === "interview" ? "Interview" : "Demo",
        typeId,
        toVisitor,
        greetingName: "Cy",
        withName: "Hal HR",
        startsAt: new Date("2026-06-02T14:00:00Z"),
        timeZone: "UTC",
        location: null,
      }).text;
    expect(mail("interview", true)).toContain("Your interview is booked.");
    expect(mail("interview", true)).toContain("Your interview with Brazos Digital: Hal HR");
    expect(mail("interview", false)).toContain("Interview with Hal HR");
    expect(mail("demo", true)).toContain("Your meeting is booked.");
    expect(mail("demo", true)).toContain("Demo with Hal HR");
  });
});
