import { eq } from "drizzle-orm";
import { leadFields, type StoredLeads } from "~/lib/dashboard";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import type { TemplateValues } from "~/lib/mail-templates";
import { formatReference } from "~/lib/references";
import { productNamer } from "../content/products.server";
import type { Db } from "../db/client.server";
import { jobs } from "../db/schema.server";
import { leadTables } from "./lead-tables.server";

/**
 * A lead as its e-mails and events tell it: the address, what the person filled in (label and
 * value, as staff read it), and the values of the template placeholders.
 */
export type LeadForMail = {
  email: string;
  fields: [string, string][];
  values: TemplateValues;
  /** Only what the person picked from a list or a calendar (record 099), one per line. */
  choices: string;
};

/** Fields filled by picking (a list, a date), never by typing: safe to repeat to anyone. */
const PICKED = new Set(["industry", "timeline", "product", "jobTitle", "partnership"]);

type Stored = StoredLeads[LeadKind] & Partial<StoredLeads["applications"]>;

/**
 * A lead's address and the values of its template placeholders, read in the caller's
 * transaction (so a lead saved a moment ago in it is seen). Null if the lead does not exist.
 */
export async function leadForMail(
  tx: Db,
  kind: LeadKind,
  id: string,
  status?: string,
): Promise<LeadForMail | null> {
  const { table } = leadTables[kind];
  const [row] = (await tx.select().from(table).where(eq(table.id, id))) as Stored[];
  if (!row) return null;
  let jobTitle = "";
  if (row.jobId) {
    const [job] = await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, row.jobId));
    jobTitle = job?.title ?? "";
  }
  const shown: Record<string, unknown> = { ...row, jobTitle: jobTitle || "Unknown Job" };
  // A demo request names its product as the site does, not by its address.
  if ("product" in row) shown.product = (await productNamer(tx))(row.product ?? null);
  const filled = (leadFields(kind) as readonly [string, string][])
    .map(([key, label]): [string, string, unknown] => [key, label, shown[key]])
    .filter(([, , value]) => value !== null && value !== undefined && value !== "");
  const fields = filled.map(([, label, value]): [string, string] => [label, String(value)]);
  const summary = fields.map(([label, value]) => `${label}: ${value}`).join("\n");
  const choices = filled
    .filter(([key]) => PICKED.has(key))
    .map(([, label, value]) => `${label}: ${String(value)}`)
    .join("\n");
  const company = "company" in row && typeof row.company === "string" ? row.company : "";
  return {
    email: row.email,
    fields,
    choices,
    values: {
      name: row.name,
      first_name: row.name.trim().split(/\s+/)[0] ?? row.name,
      company,
      job_title: jobTitle || (leadKinds[kind].namesJob ? "the position" : ""),
      reference: formatReference(kind, row.reference),
      summary,
      status: status ?? row.status,
    },
  };
}
