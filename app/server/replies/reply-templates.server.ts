import { eq, like } from "drizzle-orm";
import { hasAutoReply } from "~/lib/lead-capabilities";
import { isLeadKind, type LeadKind, leadKinds } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { mailTemplates } from "../db/schema.server";
import { defaultAutoReply, defaultStatusEmails, type Template } from "./defaults.server";

export type { Template };

/** The key of a list's auto-reply, and of a status e-mail of applications. */
export const autoReplyKey = (kind: LeadKind) => `auto-reply:${kind}`;
export const statusEmailKey = (status: string) => `status:applications:${status}`;

/** A saved template, or the written default when none was saved (null if neither exists). */
export async function loadTemplate(db: Db, key: string): Promise<Template | null> {
  const [saved] = await db.select().from(mailTemplates).where(eq(mailTemplates.key, key));
  if (saved) return { enabled: saved.enabled, subject: saved.subject, body: saved.body };
  return writtenDefault(key);
}

function writtenDefault(key: string): Template | null {
  const [purpose, kind, status] = key.split(":");
  if (purpose === "auto-reply")
    return isLeadKind(kind) && hasAutoReply(kind) ? defaultAutoReply(kind) : null;
  if (purpose === "status" && isLeadKind(kind) && leadKinds[kind].candidate && status)
    return defaultStatusEmails[status] ?? null;
  return null;
}

/** Every saved template whose key starts with `prefix`, by key. */
export async function savedTemplates(db: Db, prefix: string): Promise<Map<string, Template>> {
  const rows = await db
    .select()
    .from(mailTemplates)
    .where(like(mailTemplates.key, `${prefix}%`));
  return new Map(
    rows.map((r) => [r.key, { enabled: r.enabled, subject: r.subject, body: r.body }]),
  );
}

export async function saveTemplate(db: Db, key: string, template: Template, userId: string) {
  const values = { ...template, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(mailTemplates)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: mailTemplates.key, set: values });
}
