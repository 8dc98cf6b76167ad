import { randomUUID } from "node:crypto";
import { asc, like } from "drizzle-orm";
import { replyForm } from "~/lib/forms/reply";
import { type FormResult, formDone } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { mailTemplates } from "../db/schema.server";
import { saveTemplate } from "./reply-templates.server";

export type Snippet = { key: string; name: string; body: string };

const MAX_SNIPPETS = 50;

/** The saved replies staff can start from, by name (kept as `snippet:<id>` templates). */
export async function listSnippets(db: Db = defaultDb()): Promise<Snippet[]> {
  const rows = await db
    .select({ key: mailTemplates.key, name: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(like(mailTemplates.key, "snippet:%"))
    .orderBy(asc(mailTemplates.subject))
    .limit(MAX_SNIPPETS);
  return rows;
}

/** The reply form's "Save as snippet": its message, named by its subject. Sends nothing. */
export async function saveSnippet(
  viewer: SessionUser,
  values: Record<string, string>,
  db: Db = defaultDb(),
): Promise<FormResult> {
  const input = validateForm(replyForm, values);
  if (!input.ok) return refusedInput(input, values);
  const { subject: name, body } = input.data;
  const existing = (await listSnippets(db)).find((s) => s.name === name);
  const key = existing?.key ?? `snippet:${randomUUID()}`;
  await saveTemplate(db, key, { enabled: true, subject: name, body }, viewer.id);
  return formDone({ title: `Snippet "${name}" saved.` });
}
