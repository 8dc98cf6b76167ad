import { data, redirect } from "react-router";
import { acceptForm, declineForm } from "~/lib/forms/proposal";
import type { FormResult } from "~/lib/forms/result";
import { formValues, refusedInput, validateForm } from "~/lib/forms/validate";
import type { ProposalPageData } from "~/lib/proposal-page";
import { hitRateLimit } from "../abuse/rate-limit.server";
import { db as defaultDb } from "../db/index.server";
import { privateNoStore } from "../http/headers.server";
import { privateFile } from "../http/responses.server";
import { tooManyRequests } from "../intake/intake.server";
import { acceptProposal, declineProposal, markViewed } from "./answer.server";
import { versionOfToken } from "./links.server";
import { proposalView, versionState, versionWithDeal } from "./version.server";

// The client's page at /proposals/:token (record 115): loader and action of the route.

const refused = () =>
  data({ state: "refused" } satisfies ProposalPageData, { status: 404, headers: privateNoStore });

export async function proposalPageLoader(token: string) {
  const db = defaultDb();
  const versionId = await versionOfToken(db, token);
  const row = versionId ? await versionWithDeal(db, versionId) : null;
  if (!row) return refused();
  await markViewed(db, row);
  const state = versionState(row.version);
  const { version } = row;
  return data(
    {
      state: state === "accepted" || state === "declined" ? state : "open",
      view: await proposalView(db, row),
      pdfUrl: `/proposals/${token}/pdf`,
      acceptedName: version.acceptedName,
      answeredAt: (version.acceptedAt ?? version.declinedAt)?.toISOString() ?? null,
    } satisfies ProposalPageData,
    { headers: privateNoStore },
  );
}

/** Per address, 20 answers or checks in 10 minutes: plenty for a person, little for a script. */
export async function limitProposalPost(ip: string) {
  const hit = await hitRateLimit(defaultDb(), `proposal:${ip}`, { limit: 20, windowSeconds: 600 });
  if (hit.allowed) return null;
  return data({ ok: false, status: 429, toast: tooManyRequests } satisfies FormResult, {
    status: 429,
    headers: { ...privateNoStore, "Retry-After": String(hit.retryAfterSeconds) },
  });
}

export async function proposalPageAction(token: string, request: Request, ip: string) {
  const limited = await limitProposalPost(ip);
  if (limited) return limited;
  const db = defaultDb();
  const versionId = await versionOfToken(db, token);
  if (!versionId) return refused();
  const values = formValues(await request.formData());
  const answer = (result: FormResult) =>
    data(result, { status: result.status, headers: privateNoStore });
  // The page's own path: a scripted post arrives at `<path>.data`, which is not a page.
  const page = `/proposals/${encodeURIComponent(token)}`;
  if (values.intent === "decline") {
    const checked = validateForm(declineForm, values);
    if (!checked.ok) return answer(refusedInput(checked, values));
    await declineProposal(db, { versionId, reason: checked.data.reason, ip });
    return redirect(page);
  }
  const checked = validateForm(acceptForm, values);
  if (!checked.ok) return answer(refusedInput(checked, values));
  await acceptProposal(db, { versionId, name: checked.data.name, ip });
  return redirect(page);
}

/** The PDF at /proposals/:token/pdf: the signed one once accepted, else the one sent. */
export async function proposalPdfResponse(token: string): Promise<Response> {
  const db = defaultDb();
  const versionId = await versionOfToken(db, token);
  const row = versionId ? await versionWithDeal(db, versionId) : null;
  const pdf = row?.version.signedPdf ?? row?.version.documentPdf;
  if (!row || !pdf) return new Response("Not found", { status: 404, headers: privateNoStore });
  const signed = row.version.signedPdf ? "-signed" : "";
  const name = `proposal-${row.deal.reference}-v${row.version.version}${signed}.pdf`;
  return privateFile(pdf, "application/pdf", "attachment", name);
}
