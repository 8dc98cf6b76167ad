import { erasureNotConfirmed, personEmailSchema, unknownPerson } from "~/lib/forms/privacy";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { clientIp, recordAudit } from "../audit/audit.server";
import type { SessionUser } from "../auth/session.server";
import { db as defaultDb } from "../db/index.server";
import { privateNoStore } from "../http/headers.server";
import { privateFile } from "../http/responses.server";
import { log } from "../log.server";
import { erasePersonData } from "./erasure.server";
import { describePersonData, findPersonData, isEmpty, personDataZip } from "./person-data.server";

// An admin's answers to a person's request: find what is tied to an address, export it, erase it.

const refused = (toast: FormResult["toast"], status = 400): FormResult =>
  formRefused(toast, { status });

/** The address from a query or form, if it is one. */
export function readPersonEmail(value: string | null | undefined): string | null {
  const parsed = personEmailSchema.safeParse({ email: value ?? "" });
  return parsed.success ? parsed.data.email.toLowerCase() : null;
}

/** What the privacy page shows for an address: the account, each record, and the résumés. */
export async function lookUpPerson(email: string | null) {
  if (!email) return null;
  const data = await findPersonData(defaultDb(), email);
  return {
    email: data.email,
    found: !isEmpty(data),
    summary: describePersonData(data),
    account: data.account,
    records: data.records.map(({ kind, id, status, createdAt, resume }) => ({
      kind,
      id,
      status,
      createdAt,
      resume: resume?.fileName ?? null,
    })),
  };
}

/** Everything tied to the address as one ZIP (data.json and résumés), written to the audit log. */
export async function exportPerson(request: Request, actor: SessionUser, email: string | null) {
  const data = email ? await findPersonData(defaultDb(), email) : null;
  if (!data || isEmpty(data)) {
    return new Response("Nothing is tied to that address.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...privateNoStore },
    });
  }
  const zip = await personDataZip(defaultDb(), data);
  await recordAudit(defaultDb(), {
    action: "data-export",
    actor,
    subject: { kind: "person", id: data.account?.id ?? "no-account" },
    detail: { records: data.records.length, account: Boolean(data.account) },
    ip: clientIp(request),
  });
  return zipResponse(zip, "personal-data");
}

export function zipResponse(zip: Uint8Array, name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return privateFile(zip, "application/zip", "attachment", `${name}-${day}.zip`);
}

/** Erases everything tied to the address, once the admin has typed it again to confirm. */
export async function erasePerson(
  request: Request,
  actor: SessionUser,
  values: Record<string, string>,
): Promise<FormResult> {
  const email = readPersonEmail(values.email);
  if (!email) return refused(unknownPerson(values.email ?? ""));
  if (readPersonEmail(values.confirm) !== email) return refused(erasureNotConfirmed);
  const data = await findPersonData(defaultDb(), email);
  if (isEmpty(data)) return refused(unknownPerson(email), 404);
  if (data.account?.id === actor.id) {
    return refused({ ...erasureNotConfirmed, description: "You cannot erase your own account." });
  }
  try {
    const summary = await erasePersonData(defaultDb(), data, {
      action: "data-erasure",
      actor,
      ip: clientIp(request),
    });
    return formDone({ title: "Erased", description: `Erased ${summary}.` });
  } catch (error) {
    log().error({ err: error }, "erasure failed");
    return refused(
      {
        title: "Not erased",
        description: "Nothing was changed. Please try again.",
        variant: "destructive",
      },
      500,
    );
  }
}

/** A person downloads their own data: their account and every submission with their address. */
export async function downloadOwnData(request: Request, viewer: SessionUser) {
  const data = await findPersonData(defaultDb(), viewer.email);
  const zip = await personDataZip(defaultDb(), data);
  await recordAudit(defaultDb(), {
    action: "data-export",
    actor: viewer,
    subject: { kind: "person", id: viewer.id },
    detail: { records: data.records.length, own: true },
    ip: clientIp(request),
  });
  return zipResponse(zip, "my-data");
}
