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
export const adminOnly = { ...staffOnly, hr: 403, editor: 403, admin: 200 } as const;
