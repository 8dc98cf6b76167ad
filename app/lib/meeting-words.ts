import { site } from "~/content/site";

/**
 * What the visitor's booking pages and the meeting e-mails call a meeting of a type (record
 * 088): an interview is an interview to a candidate, anything else a meeting. The one place the
 * words depend on the type; pages and mails take them from here.
 */
export function meetingWords(typeId: string) {
  const interview = typeId === "interview";
  const noun = interview ? "interview" : "meeting";
  return {
    noun,
    /** The slot picker's title, and its heading with the visitor's first name. */
    pickTitle: interview ? "Book your interview" : "Pick a time",
    pickHeading: (firstName: string) =>
      interview ? `Book your interview, ${firstName}` : `Pick a time, ${firstName}`,
    yours: interview ? "Your interview" : "Your meeting",
    booked: `Your ${noun} is booked`,
    cancel: `Cancel this ${noun}`,
    ended: {
      cancelled: `This ${noun} is cancelled`,
      completed: `This ${noun} has taken place`,
      "no-show": `This ${noun} has passed`,
    },
    /** The e-mails' first line, by what happened. */
    mailLead: {
      booked: `Your ${noun} is booked. The invitation is attached for your calendar.`,
      moved: `Your ${noun} has moved to a new time. The updated invitation is attached.`,
      cancelled: `This ${noun} is cancelled. The attached cancellation removes it from your calendar.`,
      reminder: `A reminder of your upcoming ${noun}.`,
    },
    /** Who the meeting is with: a candidate meets the company, in the person of its staff. */
    withLine: (title: string, withName: string, toVisitor: boolean) =>
      interview && toVisitor
        ? `Your interview with ${site.brand}: ${withName}`
        : `${title} with ${withName}`,
  };
}

/**
 * The words of the meeting a booking link's loader answered for: a refused link names no
 * meeting type, and gets the general words.
 */
export const meetingWordsOf = (loaderData: object | undefined) =>
  meetingWords(loaderData && "typeId" in loaderData ? String(loaderData.typeId) : "");
