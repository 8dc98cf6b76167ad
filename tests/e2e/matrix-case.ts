// What the rows of the authorization matrix are made of: admin-matrix.ts's own and those it
// spreads in from booking-matrix.ts and replies-matrix.ts. A file of its own, so that all three
// share it without importing each other in a cycle.

export type Who = "anonymous" | "user" | "hr" | "editor" | "admin";
/** A status, or the path (and query) a 302 goes to. */
export type Outcome = number | string;
export type Case = {
  file: string;
  method: "GET" | "POST";
  url: string;
  form?: Record<string, string>;
  expect: Record<Who, Outcome>;
};

/** Visitors who are not staff are sent to sign in. */
export const staffOnly = { anonymous: "/login", user: "/login" } as const;
/** Staff who work a list (HR and admins); editors are refused. */
export const both = { ...staffOnly, hr: 200, editor: 403, admin: 200 } as const;
/** What each staff role gets; visitors who are not staff are sent to sign in. */
const staffAnswers = (hr: Outcome, editor: Outcome, admin: Outcome) => ({
  ...staffOnly,
  hr,
  editor,
  admin,
});
/** Admins alone get `status`; HR and editors are refused before anything is looked up. */
export const adminGets = (status: number) => staffAnswers(403, 403, status);
export const adminOnly = adminGets(200);
/** The site's content (record 046): editors and admins get `status`; HR is refused. */
export const contentStaff = (status: number) => staffAnswers(403, status, status);
/** An id that names no record: what a case posts when it must change nothing. */
export const noSuchId = "00000000-0000-4000-8000-000000000000";
