import { and, eq } from "drizzle-orm";
import { type ProposalInput, proposalForm, proposalLineFields } from "~/lib/forms/proposal";
import type { FormResult } from "~/lib/forms/result";
import { formValues, refusedInput, validateForm } from "~/lib/forms/validate";
import { recordAudit } from "../audit/audit.server";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { proposals, proposalVersions } from "../db/schema.server";
import { redirectWithToast } from "../flash.server";
import { unknownIntent } from "../http/responses.server";
import { saveProposalDraft } from "./drafts.server";
import { revokeProposalLinks } from "./links.server";
import { type SendResult, sendProposalVersion } from "./send.server";

// Staff's proposal actions on a deal (record 115): save a draft, send a version, revoke its links.

export const proposalsPath = (dealId: string) => `/admin/deals/${dealId}/proposals`;

const refused = (title: string, description: string): FormResult => ({
  ok: false,
  status: 409,
  toast: { title, description, variant: "destructive" },
});

const sendRefusals: Record<Extract<SendResult, { ok: false }>["reason"], string> = {
  missing: "This version does not exist on this deal.",
  sent: "This version was already sent; change it to make a new version.",
  "no-contact": "The deal has no contact e-mail to send the proposal to.",
  "past-date": "Its validity date has passed; change the date and send the new version.",
};

/** The builder's post: its single fields and its lists of line fields. */
function draftValues(form: FormData): Record<string, unknown> {
  const lists = Object.fromEntries(
    proposalLineFields.map((field) => [field, form.getAll(field).map(String)]),
  );
  return { ...formValues(form), ...lists };
}

/** Whether `versionId` is a version of a proposal on `dealId` (a URL names the deal). */
async function onDeal(db: Db, dealId: string, versionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: proposalVersions.id })
    .from(proposalVersions)
    .innerJoin(proposals, eq(proposals.id, proposalVersions.proposalId))
    .where(and(eq(proposalVersions.id, versionId), eq(proposals.dealId, dealId)));
  return Boolean(row);
}

export async function proposalStaffAction(
  db: Db,
  input: { viewer: SessionUser; dealId: string; form: FormData; ip: string },
): Promise<FormResult | Response> {
  const { viewer, dealId, form } = input;
  const actor = { id: viewer.id, email: viewer.email };
  const intent = String(form.get("intent") ?? "");
  const versionId = String(form.get("versionId") ?? "");
  switch (intent) {
    case "save": {
      const values = draftValues(form);
      const checked = validateForm(proposalForm, values);
      if (!checked.ok) return refusedInput(checked);
      const draft: ProposalInput = checked.data;
      const proposalId = String(form.get("proposalId") ?? "") || null;
      const saved = await saveProposalDraft(db, { dealId, proposalId, draft, actorId: viewer.id });
      if (!saved) return refused("Proposal not saved", "This proposal is not on this deal.");
      if (saved === "accepted")
        return refused(
          "Proposal not saved",
          "This proposal was accepted and cannot change; start another proposal instead.",
        );
      return redirectWithToast(`${proposalsPath(dealId)}?proposal=${saved.proposalId}`, {
        title: `Version ${saved.version} saved`,
        description: "Preview it, then send it to the client.",
      });
    }
    case "send": {
      if (!(await onDeal(db, dealId, versionId))) return refused("Not sent", sendRefusals.missing);
      const sent = await sendProposalVersion(db, { versionId, actor, ip: input.ip });
      if (!sent.ok) return refused("Not sent", sendRefusals[sent.reason]);
      return { ok: true, status: 200, toast: { title: "Proposal sent" } };
    }
    case "revoke": {
      if (!(await onDeal(db, dealId, versionId)))
        return refused("Nothing revoked", sendRefusals.missing);
      await db.transaction(async (tx) => {
        const count = await revokeProposalLinks(tx, [versionId]);
        await recordAudit(tx, {
          action: "proposal-link-revoked",
          actor,
          subject: { kind: "deal", id: dealId },
          detail: { proposalVersionId: versionId, links: count },
          ip: input.ip,
        });
      });
      return {
        ok: true,
        status: 200,
        toast: {
          title: "Link revoked",
          description: "The client's link no longer opens the proposal.",
        },
      };
    }
    default:
      return unknownIntent;
  }
}
