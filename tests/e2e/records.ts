import { randomUUID } from "node:crypto";
import { createUser, query, type TestUser } from "../support/accounts";
import { e2e } from "./env";

// Rows the browser tests write straight into the server's database, as the site's forms and
// the booking page would have left them.

/** Inserts one row of `columns` into `table` and answers its id. */
export async function insertRow(table: string, columns: Record<string, unknown>): Promise<string> {
  const names = Object.keys(columns);
  const [row] = await query<{ id: string }>(
    e2e.databaseUrl,
    `insert into ${table} (${names.join(", ")}) values (${names.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    Object.values(columns),
  );
  return row?.id ?? "";
}

/** The few bytes of a PDF the résumé routes need: they check the type, never render it. */
const PDF_HEAD = Buffer.from("%PDF-1.4 ");

/**
 * A job application with `columns` (its `resume_path` included) and its résumé file under that
 * name: a PDF unless `file` says otherwise. Answers the application's id.
 */
export async function addApplicationWithResume(
  columns: { name: string; email: string; resume_path: string } & Record<string, unknown>,
  file: { contentType: string; data: Buffer } = { contentType: "application/pdf", data: PDF_HEAD },
): Promise<string> {
  const id = await insertRow("job_applications", columns);
  await query(
    e2e.databaseUrl,
    "insert into resume_files (application_id, file_name, content_type, size, data) values ($1, $2, $3, $4, $5)",
    [id, columns.resume_path, file.contentType, file.data.length, file.data],
  );
  return id;
}

/**
 * A scheduled demo request from `visitor` and its half-hour demo meeting with `staffId`,
 * starting at `startsAt` (an SQL timestamp expression, so a test can place it relative to the
 * database's clock). The meeting's visitor address is the lead's unless `meetingEmail` says.
 * Answers the demo request's id.
 */
export async function bookDemo(
  staffId: string,
  visitor: { name: string; email: string; meetingEmail?: string },
  startsAt: string,
): Promise<string> {
  const leadId = await insertRow("demo_requests", {
    name: visitor.name,
    email: visitor.email,
    status: "Scheduled",
  });
  const endsAt = `${startsAt} + interval '30 minutes'`;
  await query(
    e2e.databaseUrl,
    `insert into meetings (type_id, staff_id, lead_kind, lead_id, starts_at, ends_at, held_from, held_until, visitor_name, visitor_email, visitor_time_zone)
     values ('demo', $1, 'demos', $2, ${startsAt}, ${endsAt}, ${startsAt}, ${endsAt}, $3, $4, 'UTC')`,
    [staffId, leadId, visitor.name, visitor.meetingEmail ?? visitor.email],
  );
  return leadId;
}

/**
 * A fresh tag (`prefix` and eight hex digits) that keeps a test's rows apart from other tests'
 * and from a retry's, and a new account with `role` named `<firstName> <tag>`.
 */
export async function taggedUser(
  prefix: string,
  role: string,
  firstName: string,
): Promise<{ tag: string; user: TestUser }> {
  const tag = `${prefix}${randomUUID().slice(0, 8)}`;
  const user = await createUser(e2e.databaseUrl, { role, name: `${firstName} ${tag}` });
  return { tag, user };
}
