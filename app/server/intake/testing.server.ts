import { randomUUID } from "node:crypto";
import type { Submitter } from "./intake.server";

/** Guard fields as a person's browser would send them: a fresh key, shown a minute ago. */
export function guardFields(): Record<string, string> {
  return { formKey: randomUUID(), startedAt: String(Date.now() - 60_000), website: "" };
}

let nextIp = 1;
/** A visitor with an address of their own, so rate limits of one test don't touch another. */
export function visitor(user: Submitter["user"] = null): Submitter {
  nextIp += 1;
  return { ip: `198.51.100.${nextIp % 250}-${randomUUID().slice(0, 8)}`, user };
}

/** A quote as a visitor fills it in, the optional fields left blank. */
export const sampleQuote = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  industry: "Technology",
  description: "Modernise our billing platform",
  outcome: "",
  timeline: "",
};
