import { CONSENT_FIELD, noticeVersionOf, PRIVACY_NOTICE_FIELD } from "~/lib/privacy-notice";
import type { Db } from "../db/client.server";
import { submissionConsents } from "../db/schema.server";

/**
 * Stores which privacy notice the person saw with their submission, in the submission's own
 * transaction, and whether they ticked the consent box (applications require it). A record
 * given a notice again (a newsletter address signed up anew, record 079) keeps the latest.
 */
export async function recordConsent(
  tx: Pick<Db, "insert">,
  recordKind: string,
  recordId: string,
  values: Record<string, string>,
) {
  const consent = {
    noticeVersion: noticeVersionOf(values[PRIVACY_NOTICE_FIELD]),
    consented: values[CONSENT_FIELD] === "yes",
    at: new Date(),
  };
  await tx
    .insert(submissionConsents)
    .values({ recordKind, recordId, ...consent })
    .onConflictDoUpdate({ target: submissionConsents.recordId, set: consent });
}
